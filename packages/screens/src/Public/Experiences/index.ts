export { Experiences, experiencesMeta } from './Experiences';
