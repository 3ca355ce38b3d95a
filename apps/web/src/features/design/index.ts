// The design panel: accent, font, sizes, margins, paper and date format of one resume, and the
// change of design choices it makes (for other ways to change them: Fit to one page).
export { withDesignChoices } from './design-edit';
export { DesignPanel, type DesignPanelProps } from './design-panel';
