// The buyer's e-mails about money: purchase approved, a payment returned (duplicate, already
// owned, closed order, coupon used up), a purchase refunded (admin or revocation) and the
// revocation's tracking code. Every message goes through the Mailer abstraction; a failed send
// is logged and never undoes what the payment flow already wrote.
import { formatMoney } from '../../domain/money';
import { REFUND_REASON_TEXT, type RefundReason } from '../../domain/order-payments';
import type { StoredOrder } from '../../data/orders-repository';
import type { Mailer, OutgoingMail } from '../../mail/mailer';

export interface PurchaseMailDependencies {
  mailer: Mailer;
  logError: (message: string, error: unknown) => void;
  storeWebUrl: string;
  storeName: string;
}

const pesos = formatMoney;

const ofWhat = (order: StoredOrder) =>
  order.item.type === 'COURSE' ? `del curso "${order.item.name}"` : `de la planificación "${order.item.name}"`;

const whatOf = (order: StoredOrder) =>
  order.item.type === 'COURSE' ? `el curso "${order.item.name}"` : `la planificación "${order.item.name}"`;

export function createPurchaseMail(deps: PurchaseMailDependencies) {
  const closing = () => [``, `Tus compras: ${deps.storeWebUrl}/my-orders`, '', `Gracias por elegir ${deps.storeName}.`];

  async function send(order: StoredOrder, mail: OutgoingMail, kind: string): Promise<void> {
    try {
      await deps.mailer.send(mail);
    } catch (error) {
      deps.logError('purchase e-mail could not be sent', { orderId: order.id, kind, error: String(error) });
    }
  }

  return {
    async approved(order: StoredOrder): Promise<void> {
      const isCourse = order.item.type === 'COURSE';
      const next = isCourse
        ? `Ya podés empezar: ${deps.storeWebUrl}/lessons/${order.item.id}`
        : `Tu planificación ya está activa. Elegí cuándo empezar y entrená desde acá: ${deps.storeWebUrl}/my-plannings/${order.item.id}`;
      await send(
        order,
        {
          to: order.buyer.email,
          // "Tu compra del curso …" / "de la planificación …" (the spec's notices say the same).
          subject: `Tu compra ${ofWhat(order)} fue aprobada`,
          text: [
            `¡Hola ${order.buyer.firstName}!`,
            '',
            `Tu compra ${ofWhat(order)} fue aprobada. Pagaste ${pesos(order.amount, order.currency)}.`,
            next,
            `Número de compra: ${order.id}`,
            `Si te arrepentís, tenés 10 días para revocarla: ${deps.storeWebUrl}/arrepentimiento`,
            ...closing(),
          ].join('\n'),
        },
        'approved',
      );
    },

    /** A payment the store returned on its own (the purchase itself stands or was never made). */
    async paymentReturned(order: StoredOrder, payment: { id: string; amount: number }, reason: RefundReason): Promise<void> {
      await send(
        order,
        {
          to: order.buyer.email,
          subject: `Te devolvimos un pago de ${pesos(payment.amount)}`,
          text: [
            `¡Hola ${order.buyer.firstName}!`,
            '',
            `Recibimos un pago de ${pesos(payment.amount)} (pago ${payment.id}) por ${whatOf(order)} y te lo devolvimos: ${REFUND_REASON_TEXT[reason]}.`,
            'Mercado Pago acredita la devolución en el mismo medio de pago; según el medio puede tardar unos días.',
            reason === 'DUPLICATE_PAYMENT' || reason === 'ALREADY_OWNED'
              ? 'Tu acceso no cambia: seguís teniendo lo que compraste.'
              : 'No se te cobró nada por esta compra.',
            `Número de compra: ${order.id}`,
            ...closing(),
          ].join('\n'),
        },
        'payment-returned',
      );
    },

    /** The purchase was refunded in full (admin or revocation) and its access ended. */
    async purchaseRefunded(order: StoredOrder, reason: RefundReason): Promise<void> {
      await send(
        order,
        {
          to: order.buyer.email,
          subject: `Reembolsamos tu compra ${ofWhat(order)}`,
          text: [
            `¡Hola ${order.buyer.firstName}!`,
            '',
            `Reembolsamos tu compra ${ofWhat(order)} (${pesos(order.amount, order.currency)}) por ${REFUND_REASON_TEXT[reason]}.`,
            'Mercado Pago acredita la devolución en el mismo medio de pago; según el medio puede tardar unos días.',
            'La compra quedó cancelada y su acceso terminó.',
            `Número de compra: ${order.id}`,
            ...closing(),
          ].join('\n'),
        },
        'refunded',
      );
    },

    async regretReceived(order: StoredOrder, trackingCode: string, to: string): Promise<void> {
      await send(
        order,
        {
          to,
          subject: `Recibimos tu pedido de arrepentimiento (código ${trackingCode})`,
          text: [
            `¡Hola ${order.buyer.firstName}!`,
            '',
            `Registramos tu pedido para revocar la compra de ${whatOf(order)} (número de compra ${order.id}).`,
            `Tu código de seguimiento es ${trackingCode}.`,
            'Vamos a reembolsarte el total por Mercado Pago y te avisamos por e-mail cuando esté hecho.',
            ...closing(),
          ].join('\n'),
        },
        'regret',
      );
    },
  };
}

export type PurchaseMail = ReturnType<typeof createPurchaseMail>;
