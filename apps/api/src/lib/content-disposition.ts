/** Characters no file name should carry on any system, and controls. */
const UNSAFE = /[\p{C}\\/:*?"<>|]+/gu;

/** RFC 5987 attr-char is narrower than what encodeURIComponent leaves alone. */
const encodeRfc5987 = (value: string) =>
  encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** Names Windows keeps for devices whatever the extension: "CON.pdf" cannot be saved there. */
const DEVICE_NAME = /^(?:con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³])$/i;

/**
 * File systems allow 255 bytes a name (ext4, APFS) or 255 UTF-16 units (NTFS): at most 100
 * characters and 200 UTF-8 bytes leave room for the extension. Cut between characters, never
 * inside one (half an emoji is not text, and cannot be encoded into the header).
 */
const MAX_CHARACTERS = 100;
const MAX_BYTES = 200;
const utf8 = new TextEncoder();

function shortened(name: string): string {
  let kept = '';
  let bytes = 0;
  for (const character of [...name].slice(0, MAX_CHARACTERS)) {
    bytes += utf8.encode(character).length;
    if (bytes > MAX_BYTES) break;
    kept += character;
  }
  return kept;
}

/** The name a person gave, made safe to save on any system; `fallback` when nothing is left. */
export function safeFileName(name: string, fallback = 'resume'): string {
  const cleaned = shortened(name.replace(UNSAFE, ' ').replace(/\s+/g, ' ').trim().replace(/^\.+/, '')).trim();
  if (!cleaned) return fallback;
  return DEVICE_NAME.test(cleaned) ? `${cleaned} ${fallback}` : cleaned;
}

/**
 * `attachment; filename="…"` for a download named after `baseName`. Old clients read the ASCII
 * `filename` (accents dropped, other scripts replaced); browsers prefer the RFC 5987 `filename*`,
 * which keeps the name exactly and is added whenever the two differ.
 */
export function attachmentDisposition(baseName: string, extension: string): string {
  const name = safeFileName(baseName);
  const unicode = `${name}.${extension}`;
  const transliterated = safeFileName(
    name
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .replace(/[^\x20-\x7e]+/g, '_'),
  );
  // A name in another script leaves only underscores: a plain word says more.
  const ascii = `${/[A-Za-z0-9]/.test(transliterated) ? transliterated : 'resume'}.${extension}`;
  const header = `attachment; filename="${ascii}"`;
  return ascii === unicode ? header : `${header}; filename*=UTF-8''${encodeRfc5987(unicode)}`;
}
