// The local mailbox as a page a person can read: newest first, with the codes highlighted.
import { formatStoreDateTime } from '../../functions/domain/store-clock';
import type { StoredMail } from '../../functions/mail/mailbox-mailer';
import { escapeHtml } from './http';

export function renderMailboxPage(messages: StoredMail[]): string {
  const items = [...messages]
    .reverse()
    .map(
      (m) => `<article>
  <header><strong>${escapeHtml(m.subject)}</strong><br><small>Para ${escapeHtml(m.to)} · de ${escapeHtml(m.from)} · ${escapeHtml(formatStoreDateTime(m.sentAt))}</small></header>
  ${m.code ? `<p class="code">Código: <code>${escapeHtml(m.code)}</code></p>` : ''}
  ${
    m.html
      ? // The message as a mail client draws it, isolated: no scripts, links open outside the page.
        `<iframe class="mail-html" title="${escapeHtml(`E-mail: ${m.subject}`)}" sandbox="allow-popups allow-popups-to-escape-sandbox" srcdoc="${escapeHtml(m.html.replace('<head>', '<head><base target="_blank">'))}"></iframe>
  <details><summary>Versión de texto</summary><pre>${escapeHtml(m.text)}</pre></details>`
      : `<pre>${escapeHtml(m.text)}</pre>`
  }
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Casilla local</title>
<style>body{font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;color:#1f2937}
article{border:1px solid #d1d5db;border-radius:.5rem;padding:1rem;margin:1rem 0}pre{white-space:pre-wrap;font-family:inherit}
.code code{font-size:1.4rem;background:#fef3c7;padding:.1rem .4rem;border-radius:.25rem}
.mail-html{width:100%;height:34rem;border:1px solid #e5e7eb;border-radius:.5rem;background:#f3f4f6}</style></head>
<body><main><h1>Casilla local</h1><p>Los e-mails que envía la tienda local (códigos de verificación, compras, contacto). ${messages.length} mensaje(s).</p>
${items || '<p>Todavía no hay mensajes.</p>'}</main></body></html>`;
}
