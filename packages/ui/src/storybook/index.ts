export { hebrew, rtl } from './rtl';
export { WithOpener } from './WithOpener';
export { silentWav } from './silentWav';
export { storyLocale, uiWords } from './uiWords';
