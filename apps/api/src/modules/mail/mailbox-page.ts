import { escapeHtml, findUrls, hasScheme, PRODUCT_NAME } from '@resume/core';
import type { OutboxRow } from './outbox-repo';

/** Escaped text with its full links made clickable, so a confirmation link can be followed from here. */
function linkify(text: string): string {
  let html = '';
  let rest = text;
  for (const url of findUrls(text).filter(hasScheme)) {
    const at = rest.indexOf(url);
    html += `${escapeHtml(rest.slice(0, at))}<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`;
    rest = rest.slice(at + url.length);
  }
  return html + escapeHtml(rest);
}

const STYLE = `body{font:15px/1.5 system-ui,sans-serif;margin:0 auto;max-width:50rem;padding:1.5rem;color:#0f172a}
article{border:1px solid #cbd5e1;border-radius:.75rem;padding:1rem;margin:1rem 0}
h2{font-size:1.05rem;margin:0}.meta{color:#475569;font-size:.85rem}pre{white-space:pre-wrap;font:inherit}`;

/** The development mailbox: the outbox newest first, as plain text. */
export function renderMailbox(rows: OutboxRow[]): string {
  const items = rows.map(
    (row) => `<article>
<h2>${escapeHtml(row.subject)}</h2>
<p class="meta">To ${escapeHtml(row.to)} · ${row.createdAt.toISOString()}</p>
<pre>${linkify(row.text)}</pre>
</article>`,
  );
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Mailbox · ${PRODUCT_NAME}</title><style>${STYLE}</style></head>
<body><h1>Development mailbox</h1>
<p class="meta">Mail the server would have sent. No SMTP_URL is set, so it is kept here. JSON: <a href="/dev/mailbox.json">/dev/mailbox.json</a></p>
${items.join('\n') || '<p>No mail yet.</p>'}
</body></html>`;
}
