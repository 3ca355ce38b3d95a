/** What the page asks the raster worker for, and what it answers. */
export type RasterRequest = {
  id: number;
  bytes: Uint8Array;
  /** Device pixels per PDF point across the page: the preview's width times the screen's density. */
  width: number;
  /** The template and watermark: the same text in another template is another picture. */
  style: string;
  /** How each page on screen looks: a page that still looks so is not drawn again. */
  shown: string[];
};
/**
 * Each page with its picture, or without one when it looks as the page shown there already does,
 * and how many lines of text it holds (for "spills 3 lines onto page 2").
 */
export type RasterPage = { look: string; bitmap: ImageBitmap | null; lines: number };
export type RasterResponse =
  | {
      id: number;
      ok: true;
      pages: RasterPage[];
      text: string;
      /** The first page's width in PDF points, for the zoom's percentage of the real size. */
      pointsWide: number;
    }
  | { id: number; ok: false; message: string };
