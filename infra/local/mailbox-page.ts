// The local mailbox as a page a person can read: newest first, with the codes highlighted and each
// attachment listed with its size and a download link (served by mailboxAttachment).
import { formatStoreDateTime } from '../../functions/domain/store-clock';
import type { StoredMail } from '../../functions/mail/mailbox-mailer';
import { escapeHtml } from './http';

/** The address one attachment downloads from: /_local/mailbox/attachments/<mail id>/<n>. */
export const mailboxAttachmentPath = (mailId: string, index: number): string =>
  `/_local/mailbox/attachments/${encodeURIComponent(mailId)}/${index}`;

/** The attachment an address names, as its file name, type and bytes; null when there is none. */
export function mailboxAttachment(
  messages: StoredMail[],
  pathname: string,
): { fileName: string; contentType: string; bytes: Buffer } | null {
  const match = /^\/_local\/mailbox\/attachments\/([^/]+)\/(\d+)$/.exec(pathname);
  if (!match) return null;
  const mail = messages.find((message) => message.id === decodeURIComponent(match[1] ?? ''));
  const attachment = mail?.attachments?.[Number(match[2])];
  return attachment
    ? { fileName: attachment.fileName, contentType: attachment.contentType, bytes: Buffer.from(attachment.contentBase64, 'base64') }
    : null;
}

const kilobytes = (base64: string): string => `${Math.max(1, Math.round((base64.length * 3) / 4 / 1024))} KB`;

function renderAttachments(mail: StoredMail): string {
  if (!mail.attachments?.length) return '';
  const links = mail.attachments
    .map(
      (attachment, index) =>
        `<li><a href="${escapeHtml(mailboxAttachmentPath(mail.id, index))}" download="${escapeHtml(attachment.fileName)}">${escapeHtml(attachment.fileName)}</a> <small>(${escapeHtml(attachment.contentType)}, ${kilobytes(attachment.contentBase64)})</small></li>`,
    )
    .join('');
  return `<section class="attachments" aria-label="Adjuntos"><strong>Adjuntos</strong><ul>${links}</ul></section>`;
}

export function renderMailboxPage(messages: StoredMail[]): string {
  const items = [...messages]
    .reverse()
    .map(
      (m) => `<article>
  <header><strong>${escapeHtml(m.subject)}</strong><br><small>Para ${escapeHtml(m.to)} · de ${escapeHtml(m.from)} · ${escapeHtml(formatStoreDateTime(m.sentAt))}</small></header>
  ${m.code ? `<p class="code">Código: <code>${escapeHtml(m.code)}</code></p>` : ''}
  ${renderAttachments(m)}
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
.attachments ul{margin:.25rem 0 .75rem;padding-left:1.25rem}.attachments a{overflow-wrap:anywhere}
.mail-html{width:100%;height:34rem;border:1px solid #e5e7eb;border-radius:.5rem;background:#f3f4f6}</style></head>
<body><main><h1>Casilla local</h1><p>Los e-mails que envía la tienda local (códigos de verificación, compras, contacto). ${messages.length} mensaje(s).</p>
${items || '<p>Todavía no hay mensajes.</p>'}</main></body></html>`;
}
