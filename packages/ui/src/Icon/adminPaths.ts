import { registerIcons } from './registry';

/**
 * The admin's icons (navigation, the editor's toolbar, media, actions). The public site never draws them, so they
 * are not in its download: the admin's screens register them when they load (`registerAdminIcons`).
 */
export const adminIconPaths = {
  search: 'M11 4a7 7 0 1 0 0 14a7 7 0 1 0 0-14zM16.5 16.5L21 21',
  camera: 'M4 8h3l2-3h6l2 3h3v11H4zM12 10.5a3 3 0 1 0 0 6a3 3 0 1 0 0-6z',
  // Three solid dots (a circle drawn with the 2-unit stroke) that still read at 16 px.
  dots: 'M12 3.75a1.25 1.25 0 1 0 0 2.5a1.25 1.25 0 1 0 0-2.5zM12 10.75a1.25 1.25 0 1 0 0 2.5a1.25 1.25 0 1 0 0-2.5zM12 17.75a1.25 1.25 0 1 0 0 2.5a1.25 1.25 0 1 0 0-2.5z',
  arrowBack: 'M19 12H5M11 6l-6 6l6 6',
  play: 'M8 5v14l11-7z',
  pause: 'M8 5v14M16 5v14',
  logout: 'M15 4h4v16h-4M10 8l-4 4l4 4M6 12h10',
  edit: 'M4 20h4L19 9l-4-4L4 16zM13.5 6.5l4 4',
  trash: 'M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13',
  dashboard: 'M4 4h7v8H4zM13 4h7v5h-7zM13 11h7v9h-7zM4 14h7v6H4z',
  users:
    'M9 4a4 4 0 1 0 0 8a4 4 0 1 0 0-8zM2 20c0-3.3 3.1-6 7-6s7 2.7 7 6M16 4.5a4 4 0 0 1 0 7M18 14c2.4.6 4 2.8 4 6',
  card: 'M3 6h18v12H3zM3 10h18M7 15h4',
  tag: 'M3 12V3h9l9 9l-9 9zM7.5 7.5v.01',
  settings:
    'M12 9a3 3 0 1 0 0 6a3 3 0 1 0 0-6zM19 12a7 7 0 0 0-.1-1.3l2-1.6l-2-3.4l-2.4 1a7 7 0 0 0-2.2-1.3L14 3h-4l-.4 2.4a7 7 0 0 0-2.2 1.3l-2.4-1l-2 3.4l2 1.6A7 7 0 0 0 5 12a7 7 0 0 0 .1 1.3l-2 1.6l2 3.4l2.4-1a7 7 0 0 0 2.2 1.3L10 21h4l.4-2.4a7 7 0 0 0 2.2-1.3l2.4 1l2-3.4l-2-1.6A7 7 0 0 0 19 12z',
  download: 'M12 4v11M7 10l5 5l5-5M5 20h14',
  // A passkey (or any security key), and a phone running an authenticator app.
  key: 'M7.5 11a4.5 4.5 0 1 0 0 9a4.5 4.5 0 1 0 0-9zM10.7 12.3L20 3M17 6l3 3M14.5 8.5l2 2',
  smartphone: 'M7 2h10v20H7zM11 18h2',
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

/** Makes the admin's icons drawable; the admin's shell and login call it as they load, a story or test setup too. */
export function registerAdminIcons() {
  registerIcons(adminIconPaths);
}
