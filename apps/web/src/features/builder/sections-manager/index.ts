export { ArrangeSections } from './arrange-sections';
