export { rtl } from './rtl';
