// The invoice worker: issues every fiscal document the outbox owes (data/invoice-outbox.ts),
// one at a time, so a point of sale's numbers are asked for in order. Run on a schedule (AWS:
// EventBridge Scheduler, reserved concurrency 1; locally a timer of the local stack).
//
// For each document due:
// - an earlier attempt that asked for a number without storing the answer (a crash, a timeout) is
//   first checked with FECompConsultar: if ARCA authorised that number for this buyer and amount,
//   its CAE is adopted, so an order never gets two invoices;
// - otherwise the next number comes from FECompUltimoAutorizado, is kept on the record, and
//   FECAESolicitar asks for the CAE; error 10016 (number out of sequence: another issuer used the
//   point of sale meanwhile) reads the last number again, at most 3 times;
// - ARCA unreachable, down or slow: the attempt is counted and the document is due again later
//   (60 s doubling to 6 h); after the last attempt it is left FAILED for the admin's "Reintentar";
// - ARCA's rejection (Resultado R): its errors and observations are kept, in ARCA's Spanish, and
//   the document is FAILED at once (the same request would be refused again);
// - a credit note waits, without counting attempts, until the invoice it cancels has its CAE.
// Once authorised: the PDF is drawn and stored, the CAE recorded (the buyer's copy with it), and
// the buyer is e-mailed once.
import {
  amountsFor,
  arcaDate,
  CONCEPT_SERVICES,
  creditNoteTypeFor,
  isoFromArcaDate,
  receiverConditionOf,
  receiverFor,
  voucherTypeFor,
  type InvoiceKind,
  type Receiver,
} from '../../domain/invoice-rules';
import { sameCents } from '../../domain/money';
import { isPartialCreditDocument, type InvoicedSale } from '../../domain/fiscal-documents';
import { formatCalendarDate, toStoreDate } from '../../domain/store-clock';
import type { FiscalSettingsRepository } from '../../data/fiscal-settings-repository';
import type { FiscalSettings } from '../../domain/invoice-views';
import {
  documentIdOf,
  type ArcaNote,
  type InvoicesRepository,
  type IssuedVoucher,
  type StoredInvoice,
} from '../../data/invoices-repository';
import type { ArcaGateway, ArcaSession, VoucherRequest } from '../../invoicing/arca-gateway';
import { isArcaCallFailure } from '../../invoicing/arca-gateway';
import { invoiceDocumentFacts, type InvoiceDocumentFacts } from '../../domain/invoice-document';

export interface InvoiceWorkerDependencies {
  invoices: InvoicesRepository;
  /** An order's documents are issued with the order as it is; a subscription charge's carries its sale's facts. */
  orders: { get(orderId: string): Promise<InvoicedSale | null> };
  fiscalSettings: Pick<FiscalSettingsRepository, 'get'>;
  arca: ArcaGateway;
  documents: { put(key: string, pdf: Uint8Array): Promise<void> };
  renderPdf: (facts: InvoiceDocumentFacts) => Promise<Uint8Array>;
  /** Mails the document's PDF (the bytes just stored, the same file Mis compras downloads). */
  mail: { documentIssued(order: InvoicedSale, kind: InvoiceKind, document: string, issued: IssuedVoucher, pdf: Uint8Array): Promise<void> };
  now: () => Date;
  retryFirstSeconds: number;
  maxAttempts: number;
  logInfo: (message: string, detail: unknown) => void;
  logError: (message: string, detail: unknown) => void;
  /** A run starts no new document after this many milliseconds (the function's timeout is longer). */
  budgetMs?: number;
  /** Counted for the alarms: issued, and given up. */
  count?: (what: 'issued' | 'failed') => void;
}

export interface InvoiceWorkerReport {
  issued: number;
  retrying: number;
  failed: number;
  waiting: number;
}

const RESYNC_ATTEMPTS = 3;
const OUT_OF_SEQUENCE = 10016;
const MAX_RETRY_SECONDS = 6 * 3600;

type Outcome = 'issued' | 'retrying' | 'failed' | 'waiting' | 'skipped';

/** Stops an attempt with ARCA's messages; `retry`: due again later (false: left for the admin). */
class AttemptFailure extends Error {
  constructor(
    message: string,
    readonly retry: boolean,
    readonly errors: ArcaNote[] = [],
    readonly observations: ArcaNote[] = [],
    readonly keepNumber = false,
  ) {
    super(message);
  }
}

const describe = (notes: ArcaNote[]) => notes.map((note) => `${note.code}: ${note.message}`).join(' · ');

const invoicePdfKey = (seller: string, orderId: string, document: string) => `invoices/${seller}/${orderId}/${document.toLowerCase()}.pdf`;

export function createInvoiceWorker(deps: InvoiceWorkerDependencies) {
  const { invoices, now } = deps;

  function retryAt(attempts: number): string | null {
    if (attempts + 1 >= deps.maxAttempts) return null;
    const seconds = Math.min(deps.retryFirstSeconds * 2 ** attempts, MAX_RETRY_SECONDS);
    return new Date(now().getTime() + seconds * 1000).toISOString();
  }

  /** What to ask ARCA for: the voucher's type, receiver, amounts and dates. */
  async function draft(
    invoice: StoredInvoice,
    order: InvoicedSale,
    fiscal: FiscalSettings,
  ): Promise<Omit<VoucherRequest, 'number'> & { receiver: Receiver }> {
    const today = arcaDate(toStoreDate(now()));
    // What the document carries: a partial refund's note its part, the rest the order's amount.
    const total = invoice.amount ?? order.amount;
    // The service was sold (and paid) the day the order was approved: the outbox record's date; a
    // subscription's charge pays for its period (from its first day to the day it ends).
    let serviceDay = arcaDate(toStoreDate(new Date(invoice.createdAt)));
    let serviceTo = order.period ? arcaDate(toStoreDate(new Date(Date.parse(order.period.to) - 1))) : serviceDay;
    if (order.period) serviceDay = arcaDate(toStoreDate(new Date(order.period.from)));
    let receiver: Receiver | null;
    let voucherType: number;
    let associated: VoucherRequest['associated'] = null;
    if (invoice.kind === 'NOTA_CREDITO') {
      const cancelled = await invoices.get(invoice.orderId, invoice.cancels ?? 'FACTURA');
      if (!cancelled?.issued) throw new AttemptFailure('Esperando la factura que esta nota de crédito anula.', true);
      const original = cancelled.issued;
      receiver = { docType: original.receiver.docType, docNumber: original.receiver.docNumber, condition: original.receiver.condition };
      voucherType = creditNoteTypeFor(original.voucherType);
      serviceDay = arcaDate(original.issueDate);
      serviceTo = serviceDay;
      associated = {
        voucherType: original.voucherType,
        pointOfSale: original.pointOfSale,
        number: original.number,
        cuit: original.sellerCuit,
        date: arcaDate(original.issueDate),
      };
    } else {
      receiver = receiverFor(order.billing?.taxId, total, receiverConditionOf(order.billing?.ivaCondition));
      if (!receiver) {
        throw new AttemptFailure(
          'El total llega al monto desde el que ARCA pide identificar al consumidor final (RG 5700/2025) y la compra no tiene DNI ni CUIT.',
          false,
        );
      }
      voucherType = voucherTypeFor('FACTURA', fiscal.condition, receiver.condition);
    }
    const amounts = amountsFor(voucherType, total);
    return {
      receiver,
      pointOfSale: fiscal.pointOfSale,
      voucherType,
      concept: CONCEPT_SERVICES,
      docType: receiver.docType,
      docNumber: receiver.docNumber,
      date: today,
      total: amounts.total,
      net: amounts.net,
      vat: amounts.vat,
      vatLines: amounts.vatLines,
      serviceFrom: serviceDay,
      serviceTo,
      // Paid at checkout: due the day of the voucher (ARCA refuses a due date before it).
      paymentDue: today,
      receiverCondition: receiver.condition,
      associated,
    };
  }

  /** The CAE of a number an earlier attempt asked for, if ARCA authorised it for this very voucher. */
  async function adoptEarlier(session: ArcaSession, invoice: StoredInvoice, request: Omit<VoucherRequest, 'number'>) {
    if (!invoice.pendingNumber) return null;
    const { voucher } = await session.consult(request.pointOfSale, request.voucherType, invoice.pendingNumber);
    if (!voucher || voucher.docNumber !== request.docNumber || !sameCents(voucher.total, request.total)) return null;
    deps.logInfo('invoice adopted from an earlier attempt', {
      orderId: invoice.orderId,
      document: documentIdOf(invoice),
      number: invoice.pendingNumber,
    });
    return {
      number: invoice.pendingNumber,
      cae: voucher.cae,
      caeDueDate: voucher.caeDueDate,
      date: voucher.date,
      observations: [] as ArcaNote[],
    };
  }

  async function authorise(session: ArcaSession, invoice: StoredInvoice, request: Omit<VoucherRequest, 'number'>) {
    const earlier = await adoptEarlier(session, invoice, request);
    if (earlier) return earlier;
    if (!(await session.serverStatus())) throw new AttemptFailure('ARCA informa que su servicio no está disponible (FEDummy).', true);
    for (let resync = 0; resync < RESYNC_ATTEMPTS; resync += 1) {
      const last = await session.lastAuthorized(request.pointOfSale, request.voucherType);
      if (last.number === null)
        throw new AttemptFailure(`ARCA no informó el último comprobante: ${describe(last.errors)}`, true, last.errors);
      const number = last.number + 1;
      if (!(await invoices.reserveNumber(invoice, number, now().toISOString()))) return null;
      let answer;
      try {
        answer = await session.requestCae({ ...request, number });
      } catch (error) {
        // No answer: the number may have been authorised; the next attempt checks it first.
        if (isArcaCallFailure(error)) throw new AttemptFailure(error.message, true, [], [], true);
        throw error;
      }
      if (answer.result === 'A' && answer.cae && answer.caeDueDate) {
        return { number, cae: answer.cae, caeDueDate: answer.caeDueDate, date: request.date, observations: answer.observations };
      }
      // ARCA's documents put this rejection in the detail's Observaciones or in Errors: both are read.
      if ([...answer.errors, ...answer.observations].some((note) => note.code === OUT_OF_SEQUENCE)) {
        deps.logInfo('invoice number out of sequence; reading the last one again', { orderId: invoice.orderId, number });
        continue;
      }
      if (answer.result === 'R' || answer.errors.length > 0) {
        throw new AttemptFailure(
          `ARCA rechazó el comprobante: ${describe([...answer.errors, ...answer.observations])}`,
          false,
          answer.errors,
          answer.observations,
        );
      }
      throw new AttemptFailure('ARCA respondió sin resultado.', true, [], [], true);
    }
    throw new AttemptFailure(
      `La numeración no se pudo sincronizar con ARCA después de ${RESYNC_ATTEMPTS} intentos (error ${OUT_OF_SEQUENCE}).`,
      true,
    );
  }

  async function process(listed: StoredInvoice): Promise<Outcome> {
    const invoice = await invoices.get(listed.orderId, documentIdOf(listed));
    const at = now();
    if (!invoice || invoice.status !== 'PENDING' || invoice.dueAt > at.toISOString()) return 'skipped';
    const fail = async (failure: AttemptFailure): Promise<Outcome> => {
      const dueAt = failure.retry ? retryAt(invoice.attempts) : null;
      await invoices.markAttemptFailed(invoice, {
        at: at.toISOString(),
        dueAt,
        lastError: failure.message,
        errors: failure.errors,
        observations: failure.observations,
        keepNumber: failure.keepNumber,
      });
      (dueAt ? deps.logInfo : deps.logError)('invoice not issued', {
        orderId: invoice.orderId,
        document: documentIdOf(invoice),
        attempt: invoice.attempts + 1,
        reason: failure.message,
      });
      if (!dueAt) deps.count?.('failed');
      return dueAt ? 'retrying' : 'failed';
    };
    try {
      const order = invoice.sale ?? (await deps.orders.get(invoice.orderId));
      if (!order) throw new AttemptFailure('La orden no existe.', false);
      const fiscal = await deps.fiscalSettings.get(order.item.seller);
      if (!fiscal)
        throw new AttemptFailure(`Faltan los datos fiscales del vendedor ${order.item.seller} (Administración → Facturación).`, true);
      let request;
      try {
        request = await draft(invoice, order, fiscal);
      } catch (error) {
        if (error instanceof AttemptFailure && error.retry && invoice.kind === 'NOTA_CREDITO') {
          await invoices.postpone(
            invoice,
            new Date(at.getTime() + deps.retryFirstSeconds * 1000).toISOString(),
            error.message,
            at.toISOString(),
          );
          return 'waiting';
        }
        throw error;
      }
      const session = await deps.arca.forSeller(fiscal);
      const authorised = await authorise(session, invoice, request);
      if (!authorised) return 'skipped';
      const issuedAt = now().toISOString();
      const issued: IssuedVoucher = {
        voucherType: request.voucherType,
        pointOfSale: request.pointOfSale,
        number: authorised.number,
        issueDate: isoFromArcaDate(authorised.date),
        cae: authorised.cae,
        caeDueDate: isoFromArcaDate(authorised.caeDueDate),
        total: request.total,
        net: request.net,
        vat: request.vat,
        sellerCuit: fiscal.cuit.replace(/\D/g, ''),
        receiver: {
          docType: request.receiver.docType,
          docNumber: request.receiver.docNumber,
          condition: request.receiver.condition,
          name: order.billing?.fullName ?? `${order.buyer.firstName} ${order.buyer.lastName}`,
        },
        associated: request.associated
          ? { voucherType: request.associated.voucherType, pointOfSale: request.associated.pointOfSale, number: request.associated.number }
          : null,
        pdfKey: invoicePdfKey(order.item.seller, order.id, documentIdOf(invoice)),
        issuedAt,
      };
      let pdf: Uint8Array;
      try {
        pdf = await deps.renderPdf(documentFacts(fiscal, order, invoice, issued, request));
        await deps.documents.put(issued.pdfKey, pdf);
      } catch (error) {
        // Authorised but not stored: the next attempt finds the number with FECompConsultar.
        throw new AttemptFailure(`El comprobante tiene CAE pero su PDF no se pudo guardar (${String(error)}).`, true, [], [], true);
      }
      if (!(await invoices.markIssued(invoice, issued, authorised.observations))) return 'skipped';
      deps.logInfo('invoice issued', {
        orderId: invoice.orderId,
        document: documentIdOf(invoice),
        number: issued.number,
        voucherType: issued.voucherType,
      });
      deps.count?.('issued');
      await mailOnce(order, invoice, issued, pdf);
      return 'issued';
    } catch (error) {
      if (error instanceof AttemptFailure) return fail(error);
      if (isArcaCallFailure(error)) {
        const prefix = error.kind === 'fault' ? `ARCA respondió un error${error.code ? ` (${error.code})` : ''}: ` : '';
        return fail(new AttemptFailure(`${prefix}${error.message}`, true));
      }
      deps.logError('invoice worker failed on a document', { orderId: invoice.orderId, kind: invoice.kind, error: String(error) });
      return fail(new AttemptFailure(`Error interno: ${String(error)}`, true));
    }
  }

  function documentFacts(
    fiscal: FiscalSettings,
    order: InvoicedSale,
    invoice: StoredInvoice,
    issued: IssuedVoucher,
    request: Omit<VoucherRequest, 'number'>,
  ): InvoiceDocumentFacts {
    const billing = order.billing;
    return invoiceDocumentFacts({
      seller: { ...fiscal, cuit: issued.sellerCuit },
      buyer: {
        name: issued.receiver.name,
        address: billing
          ? `${billing.street} ${billing.streetNumber}${billing.apartment ? ` ${billing.apartment}` : ''}, ${billing.city}, ${billing.province} (${billing.postalCode})`
          : null,
      },
      itemName: order.period
        ? `Planificación "${order.item.name}" — suscripción mensual, del ${formatCalendarDate(toStoreDate(new Date(order.period.from)))} al ${formatCalendarDate(toStoreDate(new Date(Date.parse(order.period.to) - 1)))}`
        : `${isPartialCreditDocument(documentIdOf(invoice)) ? 'Devolución parcial: ' : ''}${order.item.type === 'COURSE' ? 'Curso' : 'Planificación'} "${order.item.name}" — compra ${order.code ?? order.id.slice(0, 8)}`,
      voucher: {
        ...issued,
        serviceFrom: isoFromArcaDate(request.serviceFrom),
        serviceTo: isoFromArcaDate(request.serviceTo),
        paymentDue: isoFromArcaDate(request.paymentDue),
        receiverDocType: issued.receiver.docType,
        receiverDocNumber: issued.receiver.docNumber,
        receiverCondition: issued.receiver.condition,
      },
    });
  }

  async function mailOnce(order: InvoicedSale, invoice: StoredInvoice, issued: IssuedVoucher, pdf: Uint8Array): Promise<void> {
    try {
      await deps.mail.documentIssued(order, invoice.kind, documentIdOf(invoice), issued, pdf);
      await invoices.markMailed(order.id, documentIdOf(invoice), now().toISOString());
    } catch (error) {
      deps.logError('invoice e-mail could not be sent', { orderId: order.id, document: documentIdOf(invoice), error: String(error) });
    }
  }

  return {
    async runInvoiceWorker(): Promise<InvoiceWorkerReport> {
      const report: InvoiceWorkerReport = { issued: 0, retrying: 0, failed: 0, waiting: 0 };
      const started = Date.now();
      const due = await invoices.listDue(now().toISOString());
      for (const listed of due) {
        // The rest is still due: the next run takes it.
        if (Date.now() - started > (deps.budgetMs ?? 30_000)) break;
        const outcome = await process(listed);
        if (outcome !== 'skipped') report[outcome] += 1;
      }
      return report;
    },
  };
}
