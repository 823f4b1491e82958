// The buyer's e-mails about money: purchase approved, pending a payment in cash (its voucher), a payment returned (duplicate, already
// owned, closed order, coupon used up), a purchase refunded (admin, revocation, Mercado Pago's panel) and the
// revocation's tracking code. Each is drawn with the store's template (HTML and text, in the
// store's voice) and goes through the Mailer abstraction. The payment e-mails are effects on the
// outbox (services/outbox/effect-handlers.ts): a failed send throws, so the outbox tries again.
// The revocation's e-mails are sent as the request is answered: a failed send is logged.
import { formatMoney, sumMoney, toCents } from '../../domain/money';
import { orderNumberOf } from '../../domain/order-code';
import { REFUND_REASON_TEXT, type RefundReason } from '../../domain/order-payments';
import { formatStoreDateTime, formatStoreDeadline } from '../../domain/store-clock';
import type { MailOrder } from '../../domain/effects';
import type { PaymentVoucher } from '../../domain/payment-facts';
import type { Mailer } from '../../mail/mailer';
import { renderMail, type MailBlock, type MailContent } from '../../mail/mail-template';

export interface PurchaseMailDependencies {
  mailer: Mailer;
  logError: (message: string, error: unknown) => void;
  storeWebUrl: string;
  storeName: string;
  /** 'throw' (the outbox's e-mails: tried again) or 'log' (the default: logged, never thrown). */
  failures?: 'throw' | 'log';
}

const pesos = formatMoney;

const ofWhat = (order: MailOrder) =>
  order.item.type === 'COURSE' ? `del curso "${order.item.name}"` : `de la planificación "${order.item.name}"`;

const whatOf = (order: MailOrder) =>
  order.item.type === 'COURSE' ? `el curso "${order.item.name}"` : `la planificación "${order.item.name}"`;

/** What a revocation returns, in the buyer's words: the total, or what is left after partial refunds. */
function regretRefundText(order: MailOrder, refundAmount: number): string {
  return toCents(refundAmount) < toCents(order.amount)
    ? `Vamos a reembolsarte ${pesos(refundAmount, order.currency)} por Mercado Pago: lo que queda de los ${pesos(order.amount, order.currency)} que pagaste, porque ya te devolvimos ${pesos(sumMoney([order.amount, -refundAmount]), order.currency)}.`
    : `Vamos a reembolsarte el total, ${pesos(order.amount, order.currency)}, por Mercado Pago.`;
}

export function createPurchaseMail(deps: PurchaseMailDependencies) {
  const store = { name: deps.storeName, webUrl: deps.storeWebUrl };
  const myOrders: MailBlock = { kind: 'action', label: 'Ver mis compras', url: `${deps.storeWebUrl}/my-orders` };
  const orderFacts = (order: MailOrder, amount: string): MailBlock => ({
    kind: 'facts',
    rows: [
      ['Número de compra', orderNumberOf(order)],
      [order.item.type === 'COURSE' ? 'Curso' : 'Planificación', order.item.name],
      ['Importe', amount],
      ['Fecha de la compra', formatStoreDateTime(order.createdAt)],
    ],
  });

  async function send(order: MailOrder, to: string, subject: string, content: MailContent, kind: string): Promise<void> {
    try {
      await deps.mailer.send({ to, subject, ...renderMail(store, content) });
    } catch (error) {
      deps.logError('purchase e-mail could not be sent', { orderId: order.id, kind, error: String(error) });
      if (deps.failures === 'throw') throw error;
    }
  }

  return {
    async approved(order: MailOrder): Promise<void> {
      const isCourse = order.item.type === 'COURSE';
      // "Tu compra del curso …" / "de la planificación …" (the spec's notices say the same).
      await send(
        order,
        order.buyer.email,
        `Tu compra ${ofWhat(order)} fue aprobada`,
        {
          greeting: `¡Hola ${order.buyer.firstName}!`,
          preview: `Tu compra ${orderNumberOf(order)} fue aprobada`,
          blocks: [
            { kind: 'paragraph', text: `Tu compra ${ofWhat(order)} fue aprobada. ¡Gracias!` },
            orderFacts(order, pesos(order.amount, order.currency)),
            isCourse
              ? { kind: 'action', label: 'Empezá el curso', url: `${deps.storeWebUrl}/lessons/${encodeURIComponent(order.item.id)}` }
              : {
                  kind: 'action',
                  label: 'Elegí cuándo empezar',
                  url: `${deps.storeWebUrl}/my-plannings/${encodeURIComponent(order.item.id)}`,
                },
            isCourse
              ? { kind: 'paragraph', text: 'Ya podés ver todas sus clases, a tu ritmo y desde cualquier dispositivo.' }
              : { kind: 'paragraph', text: 'Tu planificación ya está activa: elegí cuándo empezar y entrená desde ahí.' },
            {
              kind: 'link',
              text: 'Si te arrepentís, tenés 10 días para revocarla con tu número de compra desde el',
              label: 'Botón de arrepentimiento',
              url: `${deps.storeWebUrl}/arrepentimiento`,
            },
            myOrders,
          ],
        },
        'approved',
      );
    },

    /**
     * The order waits for a payment in cash (Rapipago, Pago Fácil; issue 42): what to pay, the
     * voucher's link and its date in the store's calendar, and that access starts once Mercado
     * Pago credits the payment (the approved e-mail says so then).
     */
    async pendingCash(order: MailOrder, voucher: PaymentVoucher): Promise<void> {
      const isCourse = order.item.type === 'COURSE';
      const expires = voucher.expiresAt === null ? null : new Date(voucher.expiresAt);
      const byDay = expires ? ` hasta el ${formatStoreDeadline(expires)}` : '';
      const amount = pesos(order.amount, order.currency);
      await send(
        order,
        order.buyer.email,
        `Tu compra ${ofWhat(order)} está pendiente de pago`,
        {
          greeting: `¡Hola ${order.buyer.firstName}!`,
          preview: `Pagá ${amount} en efectivo${byDay} con tu cupón de pago`,
          blocks: [
            {
              kind: 'paragraph',
              text: `Tu compra ${ofWhat(order)} está pendiente de pago. Pagá en efectivo${byDay} con el cupón de pago de Mercado Pago, en Rapipago o Pago Fácil.`,
            },
            { kind: 'action', label: 'Ver el cupón de pago', url: voucher.url },
            {
              kind: 'facts',
              rows: [
                ['Número de compra', orderNumberOf(order)],
                [isCourse ? 'Curso' : 'Planificación', order.item.name],
                ['A pagar', amount],
                ...(expires ? ([['Vence el cupón', formatStoreDateTime(expires)]] as const) : []),
              ],
            },
            {
              kind: 'paragraph',
              text: `${isCourse ? 'Tu acceso al curso empieza' : 'Tu planificación se activa'} cuando Mercado Pago acredite el pago: te avisamos por e-mail.`,
            },
            {
              kind: 'paragraph',
              text: 'Si no lo pagás antes de que venza, la compra se cancela sola y no se te cobra nada.',
            },
            myOrders,
          ],
        },
        'pending-cash',
      );
    },

    /** A payment the store returned on its own (the purchase itself stands or was never made). */
    async paymentReturned(order: MailOrder, payment: { id: string; amount: number }, reason: RefundReason): Promise<void> {
      await send(
        order,
        order.buyer.email,
        `Te devolvimos un pago de ${pesos(payment.amount)}`,
        {
          greeting: `¡Hola ${order.buyer.firstName}!`,
          blocks: [
            {
              kind: 'paragraph',
              text: `Recibimos un pago de ${pesos(payment.amount)} (pago ${payment.id}) por ${whatOf(order)} y te lo devolvimos: ${REFUND_REASON_TEXT[reason]}.`,
            },
            {
              kind: 'paragraph',
              text: 'Mercado Pago acredita la devolución en el mismo medio de pago; según el medio puede tardar unos días.',
            },
            {
              kind: 'paragraph',
              text:
                reason === 'DUPLICATE_PAYMENT' || reason === 'ALREADY_OWNED'
                  ? 'Tu acceso no cambia: seguís teniendo lo que compraste.'
                  : 'No se te cobró nada por esta compra.',
            },
            { kind: 'facts', rows: [['Número de compra', orderNumberOf(order)]] },
            myOrders,
          ],
        },
        'payment-returned',
      );
    },

    /**
     * The purchase was refunded and its access ended: by the store (admin, revocation) or at
     * Mercado Pago's own panel (`reason` null). `amount` is what this refund returned; after a
     * partial refund that is what was left, and the e-mail says so (issue 42).
     */
    async purchaseRefunded(order: MailOrder, refund: { reason: RefundReason | null; amount: number; earlier: number }): Promise<void> {
      const returned = pesos(refund.amount, order.currency);
      const why = refund.reason ? ` por ${REFUND_REASON_TEXT[refund.reason]}` : '';
      const earlier =
        refund.earlier > 0
          ? ` Antes ya te habíamos devuelto ${pesos(refund.earlier, order.currency)}: en total volvieron ${pesos(sumMoney([refund.amount, refund.earlier]), order.currency)} de los ${pesos(order.amount, order.currency)} que pagaste.`
          : '';
      await send(
        order,
        order.buyer.email,
        `Reembolsamos tu compra ${ofWhat(order)}: te devolvimos ${returned}`,
        {
          greeting: `¡Hola ${order.buyer.firstName}!`,
          preview: `Te devolvimos ${returned} y el acceso terminó`,
          blocks: [
            {
              kind: 'paragraph',
              text: `Reembolsamos tu compra ${ofWhat(order)}${why}: te devolvimos ${returned} por Mercado Pago.${earlier}`,
            },
            {
              kind: 'paragraph',
              text: 'Mercado Pago acredita la devolución en el mismo medio de pago; según el medio puede tardar unos días.',
            },
            {
              kind: 'paragraph',
              text: `La compra quedó cancelada y tu acceso ${order.item.type === 'COURSE' ? 'al curso' : 'a la planificación'} terminó.`,
            },
            ...(refund.reason !== 'REGRET'
              ? [
                  {
                    kind: 'link',
                    text: 'Si no lo pediste o querés saber por qué, escribinos desde',
                    label: 'Contacto',
                    url: `${deps.storeWebUrl}/contact`,
                  } as const,
                ]
              : []),
            {
              kind: 'facts',
              rows: [
                ['Número de compra', orderNumberOf(order)],
                ['Devuelto', returned],
              ],
            },
            myOrders,
          ],
        },
        'refunded',
      );
    },

    /**
     * Part of the purchase was returned at Mercado Pago's own panel and its access goes on
     * (issue 42, item 11): `amount` is what this refund returned, `returned` all that returned of it.
     */
    async purchasePartiallyRefunded(order: MailOrder, refund: { amount: number; returned: number }): Promise<void> {
      const returned = pesos(refund.amount, order.currency);
      const inAll =
        refund.returned > refund.amount
          ? ` En total ya volvieron ${pesos(refund.returned, order.currency)} de los ${pesos(order.amount, order.currency)} que pagaste.`
          : '';
      await send(
        order,
        order.buyer.email,
        `Te devolvimos ${returned} de tu compra ${ofWhat(order)}`,
        {
          greeting: `¡Hola ${order.buyer.firstName}!`,
          preview: `Te devolvimos ${returned} y tu acceso sigue`,
          blocks: [
            {
              kind: 'paragraph',
              text: `Te devolvimos ${returned} de tu compra ${ofWhat(order)} por Mercado Pago: una devolución parcial de los ${pesos(order.amount, order.currency)} que pagaste.${inAll}`,
            },
            {
              kind: 'paragraph',
              text: 'Mercado Pago acredita la devolución en el mismo medio de pago; según el medio puede tardar unos días.',
            },
            {
              kind: 'paragraph',
              text: `Tu compra sigue vigente y tu acceso ${order.item.type === 'COURSE' ? 'al curso' : 'a la planificación'} no cambia. La nota de crédito por lo devuelto te llega en otro e-mail.`,
            },
            {
              kind: 'link',
              text: 'Si no lo pediste o querés saber por qué, escribinos desde',
              label: 'Contacto',
              url: `${deps.storeWebUrl}/contact`,
            },
            {
              kind: 'facts',
              rows: [
                ['Número de compra', orderNumberOf(order)],
                ['Devuelto ahora', returned],
                ...(refund.returned > refund.amount ? ([['Devuelto en total', pesos(refund.returned, order.currency)]] as const) : []),
              ],
            },
            myOrders,
          ],
        },
        'partially-refunded',
      );
    },

    /** `refundAmount`: what the revocation returns (the amount less partial refunds already made). */
    async regretReceived(order: MailOrder, trackingCode: string, to: string, refundAmount: number): Promise<void> {
      await send(
        order,
        to,
        `Recibimos tu pedido de arrepentimiento (código ${trackingCode})`,
        {
          greeting: `¡Hola ${order.buyer.firstName}!`,
          blocks: [
            { kind: 'paragraph', text: `Registramos tu pedido para revocar la compra ${ofWhat(order)}.` },
            { kind: 'code', label: 'Tu código de seguimiento', code: trackingCode },
            { kind: 'facts', rows: [['Número de compra', orderNumberOf(order)]] },
            { kind: 'paragraph', text: `${regretRefundText(order, refundAmount)} Te avisamos por e-mail cuando esté hecho.` },
            myOrders,
          ],
        },
        'regret',
      );
    },

    /** The store is told of a revocation, to refund it (a message to the store, not to the buyer). */
    async regretToStore(order: MailOrder, trackingCode: string, storeEmail: string, refundAmount: number): Promise<void> {
      await send(
        order,
        storeEmail,
        `Arrepentimiento ${trackingCode}: compra ${orderNumberOf(order)}`,
        {
          greeting: 'Pedido de arrepentimiento',
          footer: 'Aviso de la tienda web',
          blocks: [
            {
              kind: 'paragraph',
              text: `${order.buyer.firstName} ${order.buyer.lastName} (${order.buyer.email}) pidió revocar una compra dentro del plazo legal.`,
            },
            {
              kind: 'facts',
              rows: [
                ['Código de seguimiento', trackingCode],
                ['Número de compra', orderNumberOf(order)],
                ['Id de la orden', order.id],
                [order.item.type === 'COURSE' ? 'Curso' : 'Planificación', order.item.name],
                ['Importe', pesos(order.amount, order.currency)],
                ...(toCents(refundAmount) < toCents(order.amount)
                  ? ([
                      ['Ya devuelto', pesos(sumMoney([order.amount, -refundAmount]), order.currency)],
                      ['A reembolsar', pesos(refundAmount, order.currency)],
                    ] as const)
                  : []),
              ],
            },
            { kind: 'action', label: 'Reembolsar', url: `${deps.storeWebUrl}/admin/regrets` },
          ],
        },
        'regret-to-store',
      );
    },
  };
}

export type PurchaseMail = ReturnType<typeof createPurchaseMail>;
