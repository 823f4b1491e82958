// The buyer's e-mail when her invoice (or a refund's credit note) gets its CAE: the number, the
// CAE and a link to Mis compras, where she downloads the PDF (signed in: the document is hers
// only). Sent on its own, whenever ARCA authorised it (at once, or later after an outage).
import { formatMoney } from '../../domain/money';
import { orderNumberOf } from '../../domain/order-code';
import { formatCalendarDate } from '../../domain/store-clock';
import { formatVoucherNumber, voucherLetter, type InvoiceKind } from '../../domain/invoice-rules';
import type { IssuedVoucher } from '../../data/invoices-repository';
import type { StoredOrder } from '../../domain/order';
import type { Mailer } from '../../mail/mailer';
import { renderMail } from '../../mail/mail-template';

export function createInvoiceMail(deps: { mailer: Mailer; storeName: string; storeWebUrl: string }) {
  const store = { name: deps.storeName, webUrl: deps.storeWebUrl };
  return {
    async documentIssued(order: StoredOrder, kind: InvoiceKind, issued: IssuedVoucher): Promise<void> {
      const name = `${kind === 'FACTURA' ? 'Factura' : 'Nota de crédito'} ${voucherLetter(issued.voucherType)} ${formatVoucherNumber(issued.pointOfSale, issued.number)}`;
      const what = order.item.type === 'COURSE' ? `del curso "${order.item.name}"` : `de la planificación "${order.item.name}"`;
      await deps.mailer.send({
        to: order.buyer.email,
        subject:
          kind === 'FACTURA' ? `Tu factura de la compra ${orderNumberOf(order)}` : `Nota de crédito de la compra ${orderNumberOf(order)}`,
        ...renderMail(store, {
          greeting: `¡Hola ${order.buyer.firstName}!`,
          preview: name,
          blocks: [
            {
              kind: 'paragraph',
              text:
                kind === 'FACTURA'
                  ? `Ya está la factura de tu compra ${what}, autorizada por ARCA.`
                  : `Emitimos la nota de crédito que anula la factura de tu compra ${what}, por el reembolso.`,
            },
            {
              kind: 'facts',
              rows: [
                ['Comprobante', name],
                ['Fecha', formatCalendarDate(issued.issueDate)],
                ['Importe', formatMoney(issued.total)],
                ['CAE', issued.cae],
                ['Número de compra', orderNumberOf(order)],
              ],
            },
            { kind: 'paragraph', text: 'Descargá el PDF desde Mis compras, con tu cuenta.' },
            { kind: 'action', label: 'Ir a Mis compras', url: `${deps.storeWebUrl}/my-orders` },
          ],
        }),
      });
    },
  };
}
