/** How big the page is drawn: as wide as the panel ('fit'), or a percentage of its real size. */
export type Zoom = 'fit' | number;

/** The percentages the zoom buttons step through. */
export const ZOOM_STEPS = [25, 50, 75, 100, 125, 150, 200] as const;

/** A point is 1/72 inch and a CSS pixel 1/96: a page at 100% is as wide on screen as on paper. */
const PIXELS_PER_POINT = 96 / 72;

/** The page's width on screen, in CSS pixels, for a panel `fitWidth` wide and paper `pointsWide`. */
export function pageWidth(zoom: Zoom, fitWidth: number, pointsWide: number): number {
  return zoom === 'fit' ? fitWidth : Math.round((pointsWide * PIXELS_PER_POINT * zoom) / 100);
}

/** The zoom as a percentage of the real size, as the toolbar shows it. */
export function zoomPercent(zoom: Zoom, fitWidth: number, pointsWide: number): number {
  return zoom === 'fit' ? Math.round((fitWidth / (pointsWide * PIXELS_PER_POINT)) * 100) : zoom;
}

/** The next step in from `percent`, or null at the largest. */
export const zoomedIn = (percent: number): number | null => ZOOM_STEPS.find((step) => step > percent) ?? null;

/** The next step out from `percent`, or null at the smallest. */
export const zoomedOut = (percent: number): number | null =>
  [...ZOOM_STEPS].reverse().find((step) => step < percent) ?? null;
