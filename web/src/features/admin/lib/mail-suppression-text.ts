// Why the store no longer e-mails a buyer, as the admin reads it on the order's detail.
import { formatStoreDateTime } from '../../../../../functions/domain/store-clock';
import type { MailSuppressionReason } from '../../../generated/graphql';

const REASONS: Record<MailSuppressionReason, string> = {
  HARD_BOUNCE: 'su casilla rechazó un e-mail como inexistente (rebote permanente)',
  COMPLAINT: 'marcó un e-mail de la tienda como spam (queja)',
};

export function mailSuppressionText(suppression: {
  reason: MailSuppressionReason;
  since: string;
  detail?: string | null;
  skippedEmails: number;
}): string {
  const skipped =
    suppression.skippedEmails === 0
      ? 'Todavía no dejamos de enviarle ninguno.'
      : `Desde entonces no le enviamos ${suppression.skippedEmails === 1 ? '1 e-mail' : `${suppression.skippedEmails} e-mails`}.`;
  return `La tienda no le escribe más: el ${formatStoreDateTime(suppression.since)} ${REASONS[suppression.reason]}${
    suppression.detail ? ` («${suppression.detail}»)` : ''
  }. ${skipped}`;
}
