/** What the Chromium comparison needs to know of a PDF: its size, and whether it embeds our body font. */
export type Printed = { size: number; embedsNotoSans: boolean };

export const printed = (bytes: Uint8Array): Printed => ({
  size: bytes.length,
  embedsNotoSans: new TextDecoder('latin1').decode(bytes).includes('NotoSans'),
});
