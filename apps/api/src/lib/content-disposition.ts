/** Characters no file name should carry on any system, and controls. */
const UNSAFE = /[\p{C}\\/:*?"<>|]+/gu;

/** RFC 5987 attr-char is narrower than what encodeURIComponent leaves alone. */
const encodeRfc5987 = (value: string) =>
  encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** The name a person gave, made safe to save on any system; `fallback` when nothing is left. */
export function safeFileName(name: string, fallback = 'resume'): string {
  const cleaned = name.replace(UNSAFE, ' ').replace(/\s+/g, ' ').trim().replace(/^\.+/, '').slice(0, 100);
  return cleaned.trim() || fallback;
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
