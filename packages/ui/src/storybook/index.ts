export { rtl } from './rtl';
export { WithOpener } from './WithOpener';
