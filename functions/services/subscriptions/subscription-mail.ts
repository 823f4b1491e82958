// The e-mails of a subscription (issue 39), carried out by the outbox worker: the Botón de baja's
// confirmation with its tracking code (Disposición 954/2025: within 24 hours; Ley 24.240 art. 10
// ter: proof of the cancellation by the same means). A failed send throws, so the outbox tries again.
import type { SubscriptionCancelledMail } from '../../domain/effects';
import { formatStoreDateTime } from '../../domain/store-clock';
import type { Mailer } from '../../mail/mailer';
import { renderMail } from '../../mail/mail-template';

export function createSubscriptionMail(deps: { mailer: Mailer; storeWebUrl: string; storeName: string }) {
  const store = { name: deps.storeName, webUrl: deps.storeWebUrl };
  return {
    async cancelled(cancellation: SubscriptionCancelledMail): Promise<void> {
      const access = cancellation.accessEndsAt
        ? `Tu acceso sigue hasta el ${formatStoreDateTime(cancellation.accessEndsAt)}, el final del período ya pagado.`
        : 'No tenías un período pago: el acceso terminó con la baja.';
      await deps.mailer.send({
        to: cancellation.email,
        subject: `Registramos la baja de tu suscripción (código ${cancellation.trackingCode})`,
        ...renderMail(store, {
          greeting: '¡Hola!',
          blocks: [
            {
              kind: 'paragraph',
              text: `Diste de baja tu suscripción mensual a "${cancellation.planningName}" el ${formatStoreDateTime(cancellation.createdAt)}. La cancelamos en Mercado Pago: no vas a tener ningún cobro más.`,
            },
            { kind: 'code', label: 'Tu código de seguimiento', code: cancellation.trackingCode },
            { kind: 'facts', rows: [['Referencia de la suscripción', cancellation.subscriptionId]] },
            { kind: 'paragraph', text: access },
            { kind: 'action', label: 'Mis suscripciones', url: `${deps.storeWebUrl}/mis-suscripciones` },
          ],
        }),
      });
    },
  };
}

export type SubscriptionMail = ReturnType<typeof createSubscriptionMail>;
