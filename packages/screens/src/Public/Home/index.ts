export { Home, homeMeta } from './Home';
