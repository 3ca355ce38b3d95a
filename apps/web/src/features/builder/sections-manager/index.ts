export { SectionsManager } from './sections-manager';
