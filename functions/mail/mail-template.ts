// Every e-mail the store sends, drawn once: an HTML part with the store's identity (its name on
// the brand's orange band, the same mark as the web header) and a plain-text part with the same
// words, for mail clients and people who read text. Messages are built from a few kinds of
// blocks (paragraphs, a list of facts, a big code, a button), so a service says what to tell and
// never writes markup. Every value is escaped where it lands (text, attribute), and a link is
// only ever an http(s) address.

/** What the e-mail shows, top to bottom. */
export type MailBlock =
  | { kind: 'paragraph'; text: string }
  /** Label and value pairs ("Número de compra: IMP-7K3Q-2M"). */
  | { kind: 'facts'; rows: readonly (readonly [label: string, value: string])[] }
  /** A code to type or keep, set large (verification, tracking). */
  | { kind: 'code'; label: string; code: string }
  /** A call to action: a button in HTML, the address on its own line in text. */
  | { kind: 'action'; label: string; url: string }
  /** A sentence that ends in a link, for a second way somewhere that is not the message's action. */
  | { kind: 'link'; text: string; label: string; url: string };

export interface MailContent {
  /** "¡Hola Ana!" */
  greeting: string;
  blocks: readonly MailBlock[];
  /** Mail clients show it beside the subject; hidden in the body. */
  preview?: string;
  /** The last line; by default the store thanks the buyer (messages to the store itself say otherwise). */
  footer?: string;
}

export interface StoreIdentity {
  name: string;
  /** The store's address (links in the footer); absent where the sender does not know it. */
  webUrl?: string;
}

export interface RenderedMail {
  html: string;
  text: string;
}

const BRAND = '#c2410c';
const INK = '#1f2937';
const MUTED = '#4b5563';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe for HTML content and quoted attributes. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/** The address if it is an absolute http(s) URL, else null (no javascript:, data:, relative links). */
function safeUrl(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.toString() : null;
  } catch {
    return null;
  }
}

/** Paragraph text keeps its line breaks. */
const htmlText = (text: string) => escapeHtml(text).replace(/\r?\n/g, '<br>');

function htmlBlock(block: MailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p style="margin:0 0 16px;font-size:16px;line-height:1.5;color:${INK}">${htmlText(block.text)}</p>`;
    case 'facts':
      return `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 16px;border-collapse:collapse;width:100%">${block.rows
        .map(
          ([label, value]) =>
            `<tr><td style="padding:6px 12px 6px 0;font-size:14px;color:${MUTED};vertical-align:top;white-space:nowrap">${escapeHtml(label)}</td><td style="padding:6px 0;font-size:15px;color:${INK};font-weight:600">${htmlText(value)}</td></tr>`,
        )
        .join('')}</table>`;
    case 'code':
      return `<p style="margin:0 0 8px;font-size:14px;color:${MUTED}">${escapeHtml(block.label)}</p><p style="margin:0 0 20px;font-size:28px;letter-spacing:4px;font-weight:700;color:${INK};font-family:Consolas,Menlo,monospace">${escapeHtml(block.code)}</p>`;
    case 'action': {
      const url = safeUrl(block.url);
      if (!url) return `<p style="margin:0 0 16px;font-size:16px;color:${INK}">${escapeHtml(block.label)}</p>`;
      return `<p style="margin:8px 0 20px"><a href="${escapeHtml(url)}" style="display:inline-block;background:${BRAND};color:#ffffff;text-decoration:none;font-weight:600;font-size:16px;padding:12px 20px;border-radius:8px">${escapeHtml(block.label)}</a></p>`;
    }
    case 'link': {
      const url = safeUrl(block.url);
      const label = url
        ? `<a href="${escapeHtml(url)}" style="color:${BRAND};font-weight:600">${escapeHtml(block.label)}</a>`
        : escapeHtml(block.label);
      return `<p style="margin:0 0 16px;font-size:16px;line-height:1.5;color:${INK}">${htmlText(block.text)} ${label}.</p>`;
    }
  }
}

function textBlock(block: MailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return block.text;
    case 'facts':
      return block.rows.map(([label, value]) => `${label}: ${value}`).join('\n');
    case 'code':
      return `${block.label}: ${block.code}`;
    case 'action':
      return safeUrl(block.url) ? `${block.label}: ${safeUrl(block.url)}` : block.label;
    case 'link':
      return `${block.text} ${block.label}${safeUrl(block.url) ? ` (${safeUrl(block.url)})` : ''}.`;
  }
}

/** The HTML and the text part of one e-mail, with the store's identity around the content. */
export function renderMail(store: StoreIdentity, content: MailContent): RenderedMail {
  const home = store.webUrl ? safeUrl(store.webUrl) : null;
  const storeName = escapeHtml(store.name);
  const preview = content.preview
    ? `<div style="display:none;max-height:0;overflow:hidden;opacity:0">${escapeHtml(content.preview)}</div>`
    : '';
  const footer = escapeHtml(content.footer ?? `Gracias por elegir ${store.name}`);
  const footerLink = home ? ` · <a href="${escapeHtml(home)}" style="color:${BRAND}">${escapeHtml(home.replace(/\/$/, ''))}</a>` : '';
  const html = `<!doctype html>
<html lang="es-AR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${storeName}</title></head>
<body style="margin:0;padding:0;background:#f3f4f6">${preview}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f6;padding:24px 12px"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;overflow:hidden;font-family:Inter,Segoe UI,Helvetica,Arial,sans-serif">
<tr><td style="background:${BRAND};padding:18px 24px"><span style="display:inline-block;width:28px;height:28px;line-height:28px;text-align:center;background:#ffffff;color:${BRAND};border-radius:6px;font-weight:700;font-size:18px;vertical-align:middle" aria-hidden="true">&#9889;</span> <span style="color:#ffffff;font-size:20px;font-weight:700;vertical-align:middle">${storeName}</span></td></tr>
<tr><td style="padding:28px 24px 8px">
<p style="margin:0 0 16px;font-size:18px;font-weight:600;color:${INK}">${escapeHtml(content.greeting)}</p>
${content.blocks.map(htmlBlock).join('\n')}
</td></tr>
<tr><td style="padding:16px 24px 24px;border-top:1px solid #e5e7eb;font-size:13px;line-height:1.5;color:${MUTED}">${footer}${footerLink}</td></tr>
</table></td></tr></table></body></html>`;
  const text = [
    content.greeting,
    '',
    content.blocks.map(textBlock).join('\n\n'),
    '',
    '—',
    `${content.footer ?? `Gracias por elegir ${store.name}`}${home ? ` · ${home.replace(/\/$/, '')}` : ''}`,
  ].join('\n');
  return { html, text };
}
