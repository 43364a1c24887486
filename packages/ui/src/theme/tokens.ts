/** Design tokens: the only place raw colours and sizes are written. */
export const colors = {
  brand: '#4a2c17', // the public site's dark brown
  brandHover: '#5e3a20',
  brandSoft: '#f4ece4',
  primary: '#2f4fb5',
  primaryHover: '#243f94',
  primarySoft: '#e8edfb',
  text: '#1c1f26',
  textMuted: '#4f5665',
  textInverse: '#ffffff',
  background: '#f6f7f9',
  surface: '#ffffff',
  surfaceMuted: '#eef0f3',
  border: '#d4d8df',
  borderStrong: '#8c93a1',
  focus: '#2f4fb5',
  overlay: 'rgba(15, 18, 25, 0.55)',
  overlaySoft: 'rgba(15, 18, 25, 0.08)', // hover wash on any background
  success: '#1d6b3a',
  successSoft: '#e3f4e8',
  warning: '#7a5200',
  warningSoft: '#fdf3d7',
  error: '#b3261e',
  errorSoft: '#fbe9e7',
  info: '#1f5c99',
  infoSoft: '#e4f0fb',
  neutral: '#4f5665',
  neutralSoft: '#eceef1',
  skeleton: '#e3e6eb',
  skeletonShine: '#f1f3f6',
  star: '#b7791f',
  brandDeep: '#2b180b', // the public hero's darkest shade
  onBrandMuted: '#e9dccd', // secondary text on the dark brown (footer, hero)
  gold: '#d9a441', // accents on the public site's dark brown
  goldGlow: 'rgba(217, 164, 65, 0.25)',
  link: '#2f4fb5', // 7:1 on white, also once visited (no purple)
  linkHover: '#243f94',
  navActive: '#e8edfb', // the current page's item in a sidebar or drawer
  seekTrack: '#808796', // the seek bar's unplayed track: 3.3:1 on the page, 3.6:1 on a surface
  seekBuffered: '#4f5665', // the part of the track already loaded, darker than the rest
} as const;

export const space = {
  none: '0',
  xxs: '2px',
  xs: '4px',
  sm: '8px',
  md: '12px',
  lg: '16px',
  xl: '24px',
  xxl: '32px',
  xxxl: '48px',
} as const;

export const radii = { sm: '4px', md: '8px', lg: '12px', xl: '16px', pill: '999px', round: '50%' } as const;

export const shadows = {
  sm: '0 1px 2px rgba(15, 18, 25, 0.08)',
  md: '0 4px 12px rgba(15, 18, 25, 0.12)',
  lg: '0 12px 32px rgba(15, 18, 25, 0.18)',
  focus: '0 0 0 3px rgba(47, 79, 181, 0.35)',
  scrollCue: 'inset 0 -8px 8px -8px rgba(15, 18, 25, 0.28)', // more content below the fold
} as const;

export const fonts = {
  ui: "'Heebo', 'Liberation Sans', sans-serif",
  // Noto Serif Hebrew draws cantillation marks as well as vowel points; Frank Ruhl Libre only the points.
  scripture: "'Noto Serif Hebrew', 'Frank Ruhl Libre', 'Heebo', serif",
  mono: "'Liberation Mono', monospace",
} as const;

export const fontSizes = {
  xs: '12px',
  sm: '14px',
  md: '16px',
  lg: '18px',
  xl: '22px',
  xxl: '28px',
  display: '40px',
} as const;

export const fontWeights = { regular: 400, medium: 500, bold: 700 } as const;

export const lineHeights = { tight: 1.2, normal: 1.5, scripture: 1.9 } as const;

export const sizes = {
  control: '40px',
  controlSm: '32px',
  icon: '20px',
  iconSm: '16px',
  avatarSm: '32px',
  avatarMd: '40px',
  avatarLg: '80px',
  modalNarrow: '400px',
  modal: '520px',
  modalWide: '760px',
  drawer: '280px',
  menu: '200px',
  tooltip: '260px',
  toast: '360px',
  border: '1px',
  focusRing: '2px',
  imagePreview: '96px', // ImagePicker thumbnail
  tableHeader: '44px',
  tableIndexColumn: '64px',
  statIcon: '48px',
  editorTall: '500px', // chapter content editor
  editorShort: '250px', // audio content and verse editors
  audioPlayer: '480px',
  navBar: '72px', // the public site's top navigation
  page: '1120px', // the public site's content width
  prose: '720px', // long text (privacy policy, placeholders)
  heroMin: '560px',
  heroArt: '352px',
  storeButton: '184px',
  featureIcon: '56px',
  navItem: '40px', // a sidebar or drawer navigation item's height
  seekTrack: '6px', // thickness of the seek bar's track
  seekThumb: '16px',
  narrowScreen: '320px', // the narrowest phone a layout must fit (stories at that width)
  statCompact: '240px', // a StatCard narrower than this stacks its icon above the text and steps its value down a size
  progressBar: '3px', // Table's busy bar
  header: '64px', // admin shell header and sidebar brand row
  statCard: '220px', // smallest dashboard figure card
  dashboardList: '320px', // smallest dashboard list column
  searchBox: '360px', // a list screen's search box
  searchBoxMin: '260px', // ...and the least it shrinks to beside the title (its placeholder whole); below, it takes a row
  adminTable: '880px', // an admin list's columns fit from this width; below it its rows are cards
  stackedCard: '300px', // narrowest stacked-row card: as many side by side as fit, one on a phone
  cardMarkWidth: '32px', // card-provider mark, 8:5
  cardMarkHeight: '20px',
  planCard: '260px', // narrowest plan card: the plans grid fits as many as it can, one on a phone
  fieldCompact: '128px', // narrowest short field (price, a select) sharing a row with others in a dialog
} as const;

export const zIndices = { dropdown: 100, drawer: 200, modal: 300, toast: 400, tooltip: 500 } as const;

export const durations = {
  fast: '120ms',
  normal: '200ms',
  shimmer: '1.4s',
  progress: '1.2s',
  banner: 5000,
  toast: 5000,
} as const;

export const breakpoints = { sm: '640px', md: '900px', lg: '1200px' } as const;

/** Fixed table row heights in px: the virtualised Table computes its window from them. */
export const rowHeights = { md: 48, lg: 64 } as const;

/** Avatar backgrounds (white initials pass AA on each); one is picked from the name. */
export const avatarColors = [
  '#4a2c17',
  '#2f4fb5',
  '#1d6b3a',
  '#7a3e8c',
  '#1f5c99',
  '#8a4b08',
  '#0f6466',
  '#9b2c4c',
] as const;

/** Card-provider marks (the user transactions table): each brand's own colours. */
export const cardBrandColors = {
  visa: '#1a1f71',
  mastercardRed: '#eb001b',
  mastercardYellow: '#f79e1b',
  amex: '#2e77bc',
  other: '#5f6b7a',
} as const;

export const theme = {
  colors,
  space,
  radii,
  shadows,
  fonts,
  fontSizes,
  fontWeights,
  lineHeights,
  sizes,
  zIndices,
  durations,
  breakpoints,
  rowHeights,
  avatarColors,
  cardBrandColors,
} as const;

/** The theme's shape: its names are fixed, its values are any of their kind (so another brand can fill them). */
type Widened<T> = {
  readonly [K in keyof T]: T[K] extends string ? string : T[K] extends number ? number : Widened<T[K]>;
};
export type Theme = Widened<typeof theme>;

/**
 * The public site's brand: the same primitives in its dark brown where the admin has blue (buttons, links,
 * focus rings, current items) on its warm paper where the admin has grey.
 */
export const publicTheme: Theme = {
  ...theme,
  colors: {
    ...colors,
    primary: colors.brand,
    primaryHover: colors.brandHover,
    primarySoft: colors.brandSoft,
    focus: colors.brand,
    link: colors.brand,
    linkHover: colors.brandHover,
    navActive: colors.brandSoft,
    background: colors.brandSoft,
  },
  shadows: { ...shadows, focus: '0 0 0 3px rgba(74, 44, 23, 0.35)' },
};
