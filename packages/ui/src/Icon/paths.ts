/** 24×24 stroke icon paths. Icons listed in MIRRORED point along the reading direction. */
export const iconPaths = {
  check: 'M5 12.5l4.5 4.5L19 7.5',
  cross: 'M6 6l12 12M18 6L6 18',
  close: 'M6 6l12 12M18 6L6 18',
  plus: 'M12 5v14M5 12h14',
  minus: 'M5 12h14',
  search: 'M11 4a7 7 0 1 0 0 14a7 7 0 1 0 0-14zM16.5 16.5L21 21',
  eye: 'M2 12s3.6-7 10-7s10 7 10 7s-3.6 7-10 7S2 12 2 12zM12 9a3 3 0 1 0 0 6a3 3 0 1 0 0-6z',
  eyeOff:
    'M3 3l18 18M10.6 5.1A10.6 10.6 0 0 1 12 5c6.4 0 10 7 10 7a17 17 0 0 1-3.2 4.1M6.6 6.6C3.9 8.4 2 12 2 12s3.6 7 10 7a9.7 9.7 0 0 0 5.4-1.6M9.9 9.9a3 3 0 0 0 4.2 4.2',
  camera: 'M4 8h3l2-3h6l2 3h3v11H4zM12 10.5a3 3 0 1 0 0 6a3 3 0 1 0 0-6z',
  // Three solid dots (a circle drawn with the 2-unit stroke) that still read at 16 px.
  dots: 'M12 3.75a1.25 1.25 0 1 0 0 2.5a1.25 1.25 0 1 0 0-2.5zM12 10.75a1.25 1.25 0 1 0 0 2.5a1.25 1.25 0 1 0 0-2.5zM12 17.75a1.25 1.25 0 1 0 0 2.5a1.25 1.25 0 1 0 0-2.5z',
  menu: 'M4 6h16M4 12h16M4 18h16',
  chevronStart: 'M15 6l-6 6l6 6',
  chevronEnd: 'M9 6l6 6l-6 6',
  chevronDown: 'M6 9l6 6l6-6',
  arrowBack: 'M19 12H5M11 6l-6 6l6 6',
  play: 'M8 5v14l11-7z',
  pause: 'M8 5v14M16 5v14',
  info: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18zM12 11v5M12 8v.01',
  warning: 'M12 4L2.5 20h19zM12 10v4M12 17v.01',
  error: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18zM9 9l6 6M15 9l-6 6',
  success: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18zM8 12.5l2.8 2.8L16 10',
  star: 'M12 3.5l2.6 5.3l5.9.9l-4.2 4.1l1 5.8L12 16.9l-5.3 2.7l1-5.8l-4.2-4.1l5.9-.9z',
  user: 'M12 4a4 4 0 1 0 0 8a4 4 0 1 0 0-8zM4 20c0-3.3 3.6-6 8-6s8 2.7 8 6',
  logout: 'M15 4h4v16h-4M10 8l-4 4l4 4M6 12h10',
  phone: 'M5 4h4l2 5l-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z',
  mail: 'M3 6h18v12H3zM3 6l9 7l9-7',
  edit: 'M4 20h4L19 9l-4-4L4 16zM13.5 6.5l4 4',
  trash: 'M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13',
  image: 'M4 5h16v14H4zM4 16l5-5l4 4l3-3l4 4M15 9v.01',
  music: 'M9 18V5l11-2v13M9 18a3 3 0 1 1-6 0a3 3 0 1 1 6 0zM20 16a3 3 0 1 1-6 0a3 3 0 1 1 6 0z',
  refresh: 'M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7',
  // An open book (chapters): two pages curving from the spine.
  book: 'M12 6.5C9.5 4.8 6 4.5 2.5 5.5v13c3.5-1 7-.7 9.5 1c2.5-1.7 6-2 9.5-1v-13c-3.5-1-7-.7-9.5 1zM12 6.5v13',
  dashboard: 'M4 4h7v8H4zM13 4h7v5h-7zM13 11h7v9h-7zM4 14h7v6H4z',
  users:
    'M9 4a4 4 0 1 0 0 8a4 4 0 1 0 0-8zM2 20c0-3.3 3.1-6 7-6s7 2.7 7 6M16 4.5a4 4 0 0 1 0 7M18 14c2.4.6 4 2.8 4 6',
  card: 'M3 6h18v12H3zM3 10h18M7 15h4',
  tag: 'M3 12V3h9l9 9l-9 9zM7.5 7.5v.01',
  settings:
    'M12 9a3 3 0 1 0 0 6a3 3 0 1 0 0-6zM19 12a7 7 0 0 0-.1-1.3l2-1.6l-2-3.4l-2.4 1a7 7 0 0 0-2.2-1.3L14 3h-4l-.4 2.4a7 7 0 0 0-2.2 1.3l-2.4-1l-2 3.4l2 1.6A7 7 0 0 0 5 12a7 7 0 0 0 .1 1.3l-2 1.6l2 3.4l2.4-1a7 7 0 0 0 2.2 1.3L10 21h4l.4-2.4a7 7 0 0 0 2.2-1.3l2.4 1l2-3.4l-2-1.6A7 7 0 0 0 19 12z',
  download: 'M12 4v11M7 10l5 5l5-5M5 20h14',
  // A clock whose rim turns back (the audit log): time and what happened in it.
  history: 'M3.5 12a8.5 8.5 0 1 0 2.5-6M3.5 3.5V8H8M12 7.5V12l3 2',
  // Formatting (the rich-text toolbar).
  bold: 'M7 5h5.5a3.5 3.5 0 0 1 0 7H7zM7 12h6.5a3.5 3.5 0 0 1 0 7H7z',
  italic: 'M10 5h8M6 19h8M14 5l-4 14',
  underline: 'M7 4v7a5 5 0 0 0 10 0V4M5 20h14',
  heading2: 'M3 6v12M11 6v12M3 12h8M14.5 11a2.5 2.5 0 1 1 5 0c0 2.5-5 4-5 7h5',
  heading3: 'M3 6v12M11 6v12M3 12h8M14.5 8.5h5l-3 3.5a3 3 0 1 1-2.5 4.5',
  list: 'M9 6h11M9 12h11M9 18h11M4.5 5.25a.75 .75 0 1 0 0 1.5a.75 .75 0 1 0 0-1.5zM4.5 11.25a.75 .75 0 1 0 0 1.5a.75 .75 0 1 0 0-1.5zM4.5 17.25a.75 .75 0 1 0 0 1.5a.75 .75 0 1 0 0-1.5z',
  numberedList: 'M10 6h10M10 12h10M10 18h10M4 4.5h1.5V9M4 14.5h3l-3 4h3',
  quote: 'M4 5v14M9 7h11M9 12h11M9 17h7',
  link: 'M10 14a4 4 0 0 0 6 .5l3-3a4 4 0 0 0-6-6l-1.5 1.5M14 10a4 4 0 0 0-6-.5l-3 3a4 4 0 0 0 6 6l1.5-1.5',
  unlink:
    'M10 14a4 4 0 0 0 6 .5l3-3a4 4 0 0 0-6-6l-1.5 1.5M14 10a4 4 0 0 0-6-.5l-3 3a4 4 0 0 0 6 6l1.5-1.5M4 4l16 16',
  undo: 'M9 14L4 9l5-5M4 9h10.5a5.5 5.5 0 0 1 0 11H11',
  redo: 'M15 14l5-5l-5-5M20 9H9.5a5.5 5.5 0 0 0 0 11H13',
} as const;

export type IconName = keyof typeof iconPaths;

export const MIRRORED: ReadonlySet<IconName> = new Set<IconName>([
  'chevronStart',
  'chevronEnd',
  'arrowBack',
  'logout',
  'list',
  'quote',
  'undo',
  'redo',
]);

/**
 * Icons redrawn for right-to-left instead of mirrored: flipping the numbered list would write its digits
 * backwards, so its numbers move to the right and stay upright.
 */
export const RTL_PATHS: Partial<Record<IconName, string>> = {
  numberedList: 'M4 6h10M4 12h10M4 18h10M18.5 4.5H20V9M17 14.5h3l-3 4h3',
};
