// The e-mails of a subscription (issue 39), carried out by the outbox worker: the Botón de baja's
// confirmation with its tracking code (Disposición 954/2025: within 24 hours; Ley 24.240 art. 10
// ter: proof of the cancellation by the same means); a charge rejected (with where to change the
// card: the preapproval's page at Mercado Pago), a rejected charge recovered, and the end of the
// subscription. A failed send throws, so the outbox tries again.
import type {
  PriceNotice,
  SubscriptionCancelledMail,
  SubscriptionMailCharge,
  SubscriptionMailFacts,
  SubscriptionRegretMail,
} from '../../domain/effects';
import { formatMoney } from '../../domain/money';
import { formatStoreDate, formatStoreDateTime } from '../../domain/store-clock';
import type { Mailer } from '../../mail/mailer';
import { renderMail } from '../../mail/mail-template';

export function createSubscriptionMail(deps: { mailer: Mailer; storeWebUrl: string; storeName: string }) {
  const store = { name: deps.storeName, webUrl: deps.storeWebUrl };
  const mySubscriptions = { kind: 'action', label: 'Mis suscripciones', url: `${deps.storeWebUrl}/my-subscriptions` } as const;
  const chargeRows = (subscription: SubscriptionMailFacts, charge: SubscriptionMailCharge) =>
    [
      ['Planificación', subscription.planningName],
      ['Importe', formatMoney(charge.amount, charge.currency)],
      ['Referencia de la suscripción', subscription.id],
    ] as const;
  return {
    async chargeFailed(
      subscription: SubscriptionMailFacts,
      charge: SubscriptionMailCharge & { final: boolean },
      changeCardUrl: string | null,
    ): Promise<void> {
      const next = charge.final
        ? 'Mercado Pago ya no va a reintentar este cobro. Si querés seguir, revisá tu medio de pago o escribinos.'
        : 'Mercado Pago lo va a reintentar en los próximos días. Mientras tanto tu acceso sigue; para que no se corte, revisá o cambiá la tarjeta.';
      await deps.mailer.send({
        to: subscription.email,
        subject: `No pudimos cobrar tu suscripción a "${subscription.planningName}"`,
        ...renderMail(store, {
          greeting: '¡Hola!',
          blocks: [
            { kind: 'paragraph', text: `Mercado Pago rechazó el cobro mensual de tu suscripción a "${subscription.planningName}".` },
            { kind: 'facts', rows: chargeRows(subscription, charge) },
            { kind: 'paragraph', text: next },
            changeCardUrl ? { kind: 'action', label: 'Cambiar la tarjeta en Mercado Pago', url: changeCardUrl } : mySubscriptions,
          ],
        }),
      });
    },

    async chargeRecovered(subscription: SubscriptionMailFacts, charge: SubscriptionMailCharge): Promise<void> {
      await deps.mailer.send({
        to: subscription.email,
        subject: `Pudimos cobrar tu suscripción a "${subscription.planningName}"`,
        ...renderMail(store, {
          greeting: '¡Hola!',
          blocks: [
            {
              kind: 'paragraph',
              text: `El cobro que había sido rechazado se acreditó en un reintento: tu suscripción a "${subscription.planningName}" está al día.`,
            },
            { kind: 'facts', rows: chargeRows(subscription, charge) },
            mySubscriptions,
          ],
        }),
      });
    },

    async ended(subscription: SubscriptionMailFacts, reason: 'CANCELLED' | 'FINISHED', accessEndsAt: string | null): Promise<void> {
      const why =
        reason === 'CANCELLED'
          ? `Tu suscripción a "${subscription.planningName}" fue cancelada en Mercado Pago: no vas a tener ningún cobro más.`
          : `Tu suscripción a "${subscription.planningName}" terminó: se completaron los cobros previstos.`;
      const access = accessEndsAt
        ? `Tu acceso sigue hasta el ${formatStoreDateTime(accessEndsAt)}, el final del período ya pagado.`
        : 'No tenías un período pago: el acceso terminó.';
      await deps.mailer.send({
        to: subscription.email,
        subject: `Tu suscripción a "${subscription.planningName}" terminó`,
        ...renderMail(store, {
          greeting: '¡Hola!',
          blocks: [
            { kind: 'paragraph', text: why },
            { kind: 'facts', rows: [['Referencia de la suscripción', subscription.id]] },
            { kind: 'paragraph', text: access },
            mySubscriptions,
          ],
        }),
      });
    },

    async chargeRefunded(
      subscription: SubscriptionMailFacts,
      charge: SubscriptionMailCharge,
      amount: number,
      whole: boolean,
    ): Promise<void> {
      const access = whole
        ? 'El mes de ese cobro ya no te da acceso a la planificación. La suscripción sigue como estaba: si querés darla de baja, usá el Botón de baja.'
        : 'Fue una devolución parcial: el mes de ese cobro sigue pago y tu acceso no cambia.';
      await deps.mailer.send({
        to: subscription.email,
        subject: `Te devolvimos ${formatMoney(amount, charge.currency)} de tu suscripción a "${subscription.planningName}"`,
        ...renderMail(store, {
          greeting: '¡Hola!',
          blocks: [
            {
              kind: 'paragraph',
              text: `Te devolvimos ${formatMoney(amount, charge.currency)} del cobro mensual de tu suscripción a "${subscription.planningName}", por Mercado Pago, al mismo medio de pago. La nota de crédito te llega en otro e-mail.`,
            },
            { kind: 'facts', rows: chargeRows(subscription, charge) },
            { kind: 'paragraph', text: access },
            mySubscriptions,
          ],
        }),
      });
    },

    async regretted(regret: SubscriptionRegretMail): Promise<void> {
      await deps.mailer.send({
        to: regret.email,
        subject: `Registramos tu arrepentimiento (código ${regret.trackingCode})`,
        ...renderMail(store, {
          greeting: '¡Hola!',
          blocks: [
            {
              kind: 'paragraph',
              text: `Te arrepentiste de tu suscripción mensual a "${regret.planningName}" el ${formatStoreDateTime(regret.createdAt)}, dentro de los 10 días del primer cobro. La cancelamos en Mercado Pago (no vas a tener ningún cobro más), te devolvemos ${formatMoney(regret.refundAmount)} del primer cobro al mismo medio de pago y el acceso a la planificación terminó.`,
            },
            { kind: 'code', label: 'Tu código de seguimiento', code: regret.trackingCode },
            { kind: 'facts', rows: [['Referencia de la suscripción', regret.subscriptionId]] },
            { kind: 'paragraph', text: 'La nota de crédito del cobro devuelto te llega en otro e-mail.' },
            mySubscriptions,
          ],
        }),
      });
    },

    /**
     * A price change noticed ahead (decision 154): old and new amounts, the date of the first charge
     * at the new price, and how to leave before it — the Botón de baja, no sign-in needed (Ley
     * 24.240 art. 10 ter: by the same means). Or a noticed change withdrawn: the price stays.
     */
    async priceNotice(subscription: SubscriptionMailFacts, notice: PriceNotice): Promise<void> {
      const baja = {
        kind: 'action',
        label: 'Botón de baja',
        url: `${deps.storeWebUrl}/baja?subscription=${encodeURIComponent(subscription.id)}`,
      } as const;
      if (notice.kind === 'WITHDRAWN') {
        await deps.mailer.send({
          to: subscription.email,
          subject: `Se mantiene el precio de tu suscripción a "${subscription.planningName}"`,
          ...renderMail(store, {
            greeting: '¡Hola!',
            blocks: [
              {
                kind: 'paragraph',
                text: `El cambio de precio que te avisamos para tu suscripción a "${subscription.planningName}" no se va a aplicar: seguís pagando ${formatMoney(notice.amount, notice.currency)} por mes.`,
              },
              { kind: 'facts', rows: [['Referencia de la suscripción', subscription.id]] },
              mySubscriptions,
            ],
          }),
        });
        return;
      }
      const when = notice.firstChargeAt ?? notice.from;
      const date = formatStoreDate(new Date(when));
      await deps.mailer.send({
        to: subscription.email,
        subject: `Cambia el precio de tu suscripción a "${subscription.planningName}"`,
        ...renderMail(store, {
          greeting: '¡Hola!',
          blocks: [
            {
              kind: 'paragraph',
              text: `El precio mensual de tu suscripción a "${subscription.planningName}" pasa de ${formatMoney(notice.previousAmount, notice.currency)} a ${formatMoney(notice.amount, notice.currency)}. El primer cobro con el precio nuevo es el del ${date}; los cobros anteriores siguen con el precio de siempre.`,
            },
            {
              kind: 'facts',
              rows: [
                ['Precio actual', formatMoney(notice.previousAmount, notice.currency)],
                ['Precio nuevo', formatMoney(notice.amount, notice.currency)],
                ['Primer cobro con el precio nuevo', date],
                ['Referencia de la suscripción', subscription.id],
              ],
            },
            {
              kind: 'paragraph',
              text: `Si no querés seguir con el precio nuevo, podés darte de baja antes del ${date} con el Botón de baja, sin iniciar sesión: no se te cobra ningún mes más y tu acceso sigue hasta el final del período ya pagado.`,
            },
            baja,
            mySubscriptions,
          ],
        }),
      });
    },

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
            mySubscriptions,
          ],
        }),
      });
    },
  };
}

export type SubscriptionMail = ReturnType<typeof createSubscriptionMail>;
