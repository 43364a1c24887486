export { About, aboutMeta } from './About';
