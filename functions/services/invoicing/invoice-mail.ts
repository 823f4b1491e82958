// The buyer's e-mail when her invoice (or a refund's or chargeback's credit note, whole or
// partial) gets its CAE: the number, the CAE, the PDF attached (the very file Mis compras
// downloads) and a link to Mis compras. Sent on its own, whenever ARCA authorised it (at once, or
// later after an outage).
import { formatMoney } from '../../domain/money';
import { isPartialCreditDocument, type InvoicedSale } from '../../domain/fiscal-documents';
import { orderNumberOf } from '../../domain/order-code';
import { formatCalendarDate, toStoreDate } from '../../domain/store-clock';
import { formatVoucherNumber, invoiceFileName, voucherLetter, type InvoiceKind } from '../../domain/invoice-rules';
import type { IssuedVoucher } from '../../data/invoices-repository';
import { MAX_ATTACHMENT_BYTES, type Mailer } from '../../mail/mailer';
import { renderMail } from '../../mail/mail-template';

/** What every document's e-mail says of it: its name, the rows of its facts and its PDF, attached when it fits. */
function documentParts(kind: InvoiceKind, issued: IssuedVoucher, pdf: Uint8Array) {
  const name = `${kind === 'FACTURA' ? 'Factura' : 'Nota de crédito'} ${voucherLetter(issued.voucherType)} ${formatVoucherNumber(issued.pointOfSale, issued.number)}`;
  // Named as the download from Mis compras and Mis suscripciones names it.
  const fileName = invoiceFileName(kind, issued);
  const attached = pdf.byteLength <= MAX_ATTACHMENT_BYTES;
  const facts: [string, string][] = [
    ['Comprobante', name],
    ['Fecha', formatCalendarDate(issued.issueDate)],
    ['Importe', formatMoney(issued.total)],
    ['CAE', issued.cae],
  ];
  const attachment = attached
    ? { attachments: [{ fileName, contentType: 'application/pdf' as const, contentBase64: Buffer.from(pdf).toString('base64') }] }
    : {};
  return { name, fileName, attached, facts, attachment };
}

export function createInvoiceMail(deps: { mailer: Mailer; storeName: string; storeWebUrl: string }) {
  const store = { name: deps.storeName, webUrl: deps.storeWebUrl };
  const day = (instant: string) => formatCalendarDate(toStoreDate(new Date(instant)));

  /** A subscription's charge: the Factura of the month it paid, listed in Mis suscripciones. */
  async function subscriptionChargeIssued(
    sale: InvoicedSale,
    period: { from: string; to: string },
    issued: IssuedVoucher,
    pdf: Uint8Array,
  ): Promise<void> {
    const { name, fileName, attached, facts, attachment } = documentParts('FACTURA', issued, pdf);
    const paid = `del ${day(period.from)} al ${day(new Date(Date.parse(period.to) - 1).toISOString())}`;
    await deps.mailer.send({
      to: sale.buyer.email,
      subject: `Tu factura de la suscripción a "${sale.item.name}"`,
      ...renderMail(store, {
        greeting: `¡Hola ${sale.buyer.firstName}!`,
        preview: name,
        blocks: [
          {
            kind: 'paragraph',
            text: `Ya está la factura del mes ${paid} de tu suscripción a la planificación "${sale.item.name}", autorizada por ARCA.`,
          },
          {
            kind: 'facts',
            rows: [...facts, ['Período', paid]],
          },
          {
            kind: 'paragraph',
            text: attached
              ? `Te la adjuntamos en PDF (${fileName}); también podés descargarla desde Mis suscripciones, con tu cuenta.`
              : 'Descargá el PDF desde Mis suscripciones, con tu cuenta.',
          },
          { kind: 'action', label: 'Ir a Mis suscripciones', url: `${deps.storeWebUrl}/my-subscriptions` },
        ],
      }),
      ...attachment,
    });
  }

  return {
    async documentIssued(order: InvoicedSale, kind: InvoiceKind, document: string, issued: IssuedVoucher, pdf: Uint8Array): Promise<void> {
      if (order.period) return subscriptionChargeIssued(order, order.period, issued, pdf);
      const { name, fileName, attached, facts, attachment } = documentParts(kind, issued, pdf);
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
                  : isPartialCreditDocument(document)
                    ? `Emitimos la nota de crédito por la devolución parcial de tu compra ${what}: ${formatMoney(issued.total)}.`
                    : `Emitimos la nota de crédito de tu compra ${what} por ${formatMoney(issued.total)}: con ella la factura queda anulada.`,
            },
            {
              kind: 'facts',
              rows: [...facts, ['Número de compra', orderNumberOf(order)]],
            },
            {
              kind: 'paragraph',
              text: attached
                ? `Te lo adjuntamos en PDF (${fileName}); también podés descargarlo desde Mis compras, con tu cuenta.`
                : 'Descargá el PDF desde Mis compras, con tu cuenta.',
            },
            { kind: 'action', label: 'Ir a Mis compras', url: `${deps.storeWebUrl}/my-orders` },
          ],
        }),
        ...attachment,
      });
    },
  };
}
