// The custom-message trigger's dependencies: the store's name (store settings) and the store's
// e-mail template, which Cognito's verification and password-reset e-mails are drawn with.
import { renderMail, type MailContent } from '../mail/mail-template';
import { storeSettings } from '../settings/store';

export interface AccountCodeMail {
  storeName: string;
  /** The e-mail's HTML body (Cognito sends one body, so only the HTML part). */
  html(content: MailContent): string;
}

export function accountCodeMail(): AccountCodeMail {
  const storeName = storeSettings().STORE_NAME;
  return { storeName, html: (content) => renderMail({ name: storeName }, content).html };
}
