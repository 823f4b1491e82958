// The e-mails of a Botón de baja: the buyer gets the tracking code at once (Disposición 954/2025
// asks for it within 24 hours) and the store is told. A failed send is logged and never undoes
// the cancellation, which the buyer already saw on screen with the same code.
import { orderNumberOf } from '../domain/order-code';
import { formatStoreDateTime } from '../domain/store-clock';
import type { StoredOrder } from '../domain/order';
import type { Mailer } from '../mail/mailer';
import { renderMail, type MailContent } from '../mail/mail-template';

export interface ServiceCancellationMailDependencies {
  mailer: Mailer;
  logError: (message: string, error: unknown) => void;
  storeWebUrl: string;
  storeName: string;
}

export function createServiceCancellationMail(deps: ServiceCancellationMailDependencies) {
  const store = { name: deps.storeName, webUrl: deps.storeWebUrl };

  async function send(order: StoredOrder, to: string, subject: string, content: MailContent, kind: string): Promise<void> {
    try {
      await deps.mailer.send({ to, subject, ...renderMail(store, content) });
    } catch (error) {
      deps.logError('service cancellation e-mail could not be sent', { orderId: order.id, kind, error: String(error) });
    }
  }

  return {
    async toBuyer(order: StoredOrder, trackingCode: string, at: string): Promise<void> {
      await send(
        order,
        order.buyer.email,
        `Registramos la baja de tu planificación (código ${trackingCode})`,
        {
          greeting: `¡Hola ${order.buyer.firstName}!`,
          blocks: [
            {
              kind: 'paragraph',
              text: `Diste de baja la planificación "${order.item.name}". Tu acceso terminó el ${formatStoreDateTime(at)}.`,
            },
            { kind: 'code', label: 'Tu código de seguimiento', code: trackingCode },
            { kind: 'facts', rows: [['Número de compra', orderNumberOf(order)]] },
            {
              kind: 'paragraph',
              text: 'Las planificaciones se pagan por adelantado y no se renuevan solas: no vas a tener ningún cobro más. Si compraste hace 10 días o menos, con el Botón de arrepentimiento te devolvemos el total.',
            },
            { kind: 'action', label: 'Botón de arrepentimiento', url: `${deps.storeWebUrl}/arrepentimiento` },
          ],
        },
        'service-cancellation',
      );
    },

    /** The store is told (a message to the store, not to the buyer). */
    async toStore(order: StoredOrder, trackingCode: string, storeEmail: string): Promise<void> {
      await send(
        order,
        storeEmail,
        `Baja ${trackingCode}: compra ${orderNumberOf(order)}`,
        {
          greeting: 'Baja de servicio',
          footer: 'Aviso de la tienda web',
          blocks: [
            {
              kind: 'paragraph',
              text: `${order.buyer.firstName} ${order.buyer.lastName} (${order.buyer.email}) dio de baja su planificación. La membresía ya quedó inactiva.`,
            },
            {
              kind: 'facts',
              rows: [
                ['Código de seguimiento', trackingCode],
                ['Número de compra', orderNumberOf(order)],
                ['Planificación', order.item.name],
              ],
            },
            { kind: 'action', label: 'Ver las bajas', url: `${deps.storeWebUrl}/admin/regrets` },
          ],
        },
        'service-cancellation-to-store',
      );
    },
  };
}

export type ServiceCancellationMail = ReturnType<typeof createServiceCancellationMail>;
