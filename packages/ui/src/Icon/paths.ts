import type { adminIconPaths } from './adminPaths';

/**
 * 24×24 stroke icon paths: those the public site draws, its primitives' included (banners, dialogs, fields). Every
 * page downloads them; the admin's own are in ./adminPaths.ts. Icons listed in MIRRORED point along the reading
 * direction.
 */
export const iconPaths = {
  check: 'M5 12.5l4.5 4.5L19 7.5',
  cross: 'M6 6l12 12M18 6L6 18',
  close: 'M6 6l12 12M18 6L6 18',
  plus: 'M12 5v14M5 12h14',
  minus: 'M5 12h14',
  eye: 'M2 12s3.6-7 10-7s10 7 10 7s-3.6 7-10 7S2 12 2 12zM12 9a3 3 0 1 0 0 6a3 3 0 1 0 0-6z',
  eyeOff:
    'M3 3l18 18M10.6 5.1A10.6 10.6 0 0 1 12 5c6.4 0 10 7 10 7a17 17 0 0 1-3.2 4.1M6.6 6.6C3.9 8.4 2 12 2 12s3.6 7 10 7a9.7 9.7 0 0 0 5.4-1.6M9.9 9.9a3 3 0 0 0 4.2 4.2',
  menu: 'M4 6h16M4 12h16M4 18h16',
  chevronStart: 'M15 6l-6 6l6 6',
  chevronEnd: 'M9 6l6 6l-6 6',
  chevronDown: 'M6 9l6 6l6-6',
  info: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18zM12 11v5M12 8v.01',
  warning: 'M12 4L2.5 20h19zM12 10v4M12 17v.01',
  error: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18zM9 9l6 6M15 9l-6 6',
  success: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18zM8 12.5l2.8 2.8L16 10',
  star: 'M12 3.5l2.6 5.3l5.9.9l-4.2 4.1l1 5.8L12 16.9l-5.3 2.7l1-5.8l-4.2-4.1l5.9-.9z',
  user: 'M12 4a4 4 0 1 0 0 8a4 4 0 1 0 0-8zM4 20c0-3.3 3.6-6 8-6s8 2.7 8 6',
  phone: 'M5 4h4l2 5l-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z',
  mail: 'M3 6h18v12H3zM3 6l9 7l9-7',
  image: 'M4 5h16v14H4zM4 16l5-5l4 4l3-3l4 4M15 9v.01',
  music: 'M9 18V5l11-2v13M9 18a3 3 0 1 1-6 0a3 3 0 1 1 6 0zM20 16a3 3 0 1 1-6 0a3 3 0 1 1 6 0z',
  refresh: 'M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7',
  // An open book (chapters): two pages curving from the spine.
  book: 'M12 6.5C9.5 4.8 6 4.5 2.5 5.5v13c3.5-1 7-.7 9.5 1c2.5-1.7 6-2 9.5-1v-13c-3.5-1-7-.7-9.5 1zM12 6.5v13',
} as const;

/** Every icon's name, the admin's included (./adminPaths.ts). */
export type IconName = keyof typeof iconPaths | keyof typeof adminIconPaths;

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
