export { Services, servicesMeta } from './Services';
