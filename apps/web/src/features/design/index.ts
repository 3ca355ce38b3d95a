// The design panel: accent, font, sizes, margins, paper and date format of one resume.
export { DesignPanel, type DesignPanelProps } from './design-panel';
