// The fiscal documents of orders and of subscriptions' charges (see invoice-outbox.ts for how one becomes owed; a document's id,
// FACTURA, NOTA_CREDITO-P150000…, is unique within its order: domain/fiscal-documents.ts):
//   ORDER#<orderId> / INVOICE#<document>    the document: owed, issued or failed
//     GSI1 while owed:   INVOICE_OUTBOX / <dueAt>#<orderId>#<document>        (the worker's due list)
//     GSI1 once issued:  INVOICES#<seller>#<YYYY-MM of issue> / <issueDate>#<orderId>#<document>  (the admin's listing)
//     GSI1 when given up: INVOICE_FAILED / <updatedAt>#<orderId>#<document>   (the admin's "Reintentar")
//   USER#<sub> / INVOICE#<orderId>#<document>  the buyer's copy of an issued document (Mis compras)
// Every write after the outbox's is conditional on the `attempts` read, so a retry the admin asks
// for while the worker is writing never mixes two outcomes.
import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Seller } from '../domain/seller';
import type { InvoiceKind } from '../domain/invoice-rules';
import type { InvoicedSale } from '../domain/fiscal-documents';
import { dueEntries } from './due-entries';
import type { TableContext } from './dynamo-client';
import { INVOICE_OUTBOX_PARTITION, invoiceKey, outboxSortKey } from './invoice-outbox';
import { queryAll } from './query-all';
import { isConditionFailure, userPartition, withoutKeys } from './records';
import { GSI1 } from './table';

export type InvoiceStatus = 'PENDING' | 'ISSUED' | 'FAILED';

export interface ArcaNote {
  code: number;
  message: string;
}

/** What ARCA authorised. */
export interface IssuedVoucher {
  voucherType: number;
  pointOfSale: number;
  number: number;
  /** ISO date of the voucher (CbteFch). */
  issueDate: string;
  cae: string;
  /** ISO date. */
  caeDueDate: string;
  total: number;
  net: number;
  vat: number;
  sellerCuit: string;
  receiver: { docType: number; docNumber: string; condition: number; name: string };
  /** The invoice a credit note cancels. */
  associated: { voucherType: number; pointOfSale: number; number: number } | null;
  pdfKey: string;
  issuedAt: string;
}

export interface StoredInvoice {
  orderId: string;
  kind: InvoiceKind;
  /** The document's id within its order (absent on records older than partial credit notes: the kind). */
  document?: string;
  /** What it carries, ARS (absent on older records: the order's amount). */
  amount?: number;
  /** A credit note's Factura (absent on older records: FACTURA). */
  cancels?: string | null;
  seller: Seller;
  userId: string;
  status: InvoiceStatus;
  attempts: number;
  dueAt: string;
  createdAt: string;
  updatedAt?: string;
  /** The number asked for in an attempt whose answer was not stored: checked with FECompConsultar first. */
  pendingNumber?: number | null;
  /** ARCA's errors and observations of the last attempt, as ARCA wrote them (Spanish). */
  errors?: ArcaNote[];
  observations?: ArcaNote[];
  /** Why the last attempt did not end with a CAE, in Spanish. */
  lastError?: string | null;
  issued?: IssuedVoucher | null;
  mailedAt?: string | null;
  /** A subscription charge's Factura: the sale's facts, copied when it became owed (an order's are read from the order). */
  sale?: InvoicedSale | null;
}

/** The buyer's copy: enough for Mis compras without reading the orders. */
export interface BuyerInvoice {
  orderId: string;
  kind: InvoiceKind;
  /** Absent on copies older than partial credit notes: the kind. */
  document?: string;
  voucherType: number;
  pointOfSale: number;
  number: number;
  issueDate: string;
  total: number;
  cae: string;
}

const FAILED_PARTITION = 'INVOICE_FAILED';
const issuedPartition = (seller: Seller, issueDate: string) => `INVOICES#${seller}#${issueDate.slice(0, 7)}`;
const buyerKey = (userId: string, orderId: string, document: string) => ({
  PK: userPartition(userId),
  SK: `INVOICE#${orderId}#${document}`,
});

/** A document's id within its order (records older than partial credit notes carry only the kind, which was their id). */
export const documentIdOf = (invoice: { kind: InvoiceKind; document?: string }): string => invoice.document ?? invoice.kind;

export function createInvoicesRepository(ctx: TableContext) {
  const table = ctx.tableName;
  const read = (record: Record<string, unknown>) => withoutKeys<StoredInvoice>(record);

  async function conditionalUpdate(input: ConstructorParameters<typeof UpdateCommand>[0]): Promise<boolean> {
    try {
      await ctx.doc.send(new UpdateCommand(input));
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }

  return {
    async get(orderId: string, document: string): Promise<StoredInvoice | null> {
      const result = await ctx.doc.send(new GetCommand({ TableName: table, Key: invoiceKey(orderId, document), ConsistentRead: true }));
      return result.Item ? read(result.Item) : null;
    },

    /** Documents owed whose time has come, soonest first (a key condition: nothing else is read). */
    async listDue(now: string, limit = 25): Promise<StoredInvoice[]> {
      return (await dueEntries(ctx, INVOICE_OUTBOX_PARTITION, now, limit)).map(read);
    },

    /** Every document still owed or given up (the admin's "pendientes"). */
    async listOpen(): Promise<StoredInvoice[]> {
      const lists = await Promise.all(
        [INVOICE_OUTBOX_PARTITION, FAILED_PARTITION].map((partition) =>
          queryAll(ctx, {
            IndexName: GSI1.indexName,
            KeyConditionExpression: '#pk = :pk',
            ExpressionAttributeNames: { '#pk': GSI1.partitionKey },
            ExpressionAttributeValues: { ':pk': partition },
          }),
        ),
      );
      return lists.flat().map(read);
    },

    /** Issued documents of a seller in [fromDate, toDate] (ISO dates), one Query per month. */
    async listIssued(seller: Seller, months: readonly string[], fromDate: string, toDate: string): Promise<StoredInvoice[]> {
      const lists = await Promise.all(
        months.map((month) =>
          queryAll(ctx, {
            IndexName: GSI1.indexName,
            KeyConditionExpression: '#pk = :pk AND #sk BETWEEN :from AND :to',
            ExpressionAttributeNames: { '#pk': GSI1.partitionKey, '#sk': GSI1.sortKey },
            ExpressionAttributeValues: { ':pk': issuedPartition(seller, `${month}-01`), ':from': fromDate, ':to': `${toDate}#~` },
          }),
        ),
      );
      return lists.flat().map(read);
    },

    /** The buyer's issued documents (her own partition only). */
    async listForBuyer(userId: string): Promise<BuyerInvoice[]> {
      const records = await queryAll(ctx, {
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
        ExpressionAttributeValues: { ':pk': userPartition(userId), ':prefix': 'INVOICE#' },
      });
      return records.map((record) => withoutKeys<BuyerInvoice>(record));
    },

    /** Keeps the number about to be asked for, before asking (conditional on the attempt read). */
    async reserveNumber(invoice: StoredInvoice, number: number, at: string): Promise<boolean> {
      return conditionalUpdate({
        TableName: table,
        Key: invoiceKey(invoice.orderId, documentIdOf(invoice)),
        UpdateExpression: 'SET pendingNumber = :number, updatedAt = :at',
        ConditionExpression: 'attempts = :attempts AND #status = :pending',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':number': number, ':at': at, ':attempts': invoice.attempts, ':pending': 'PENDING' },
      });
    },

    /** Records the CAE: the document leaves the outbox for the seller's listing, and the buyer gets her copy. */
    async markIssued(invoice: StoredInvoice, issued: IssuedVoucher, observations: ArcaNote[]): Promise<boolean> {
      try {
        await ctx.doc.send(
          new TransactWriteCommand({
            TransactItems: [
              {
                Update: {
                  TableName: table,
                  Key: invoiceKey(invoice.orderId, documentIdOf(invoice)),
                  UpdateExpression: [
                    'SET #status = :issued, issued = :voucher, observations = :observations, errors = :none, lastError = :null,',
                    'updatedAt = :at, GSI1PK = :pk, GSI1SK = :sk REMOVE pendingNumber',
                  ].join(' '),
                  ConditionExpression: 'attempts = :attempts AND #status = :pending',
                  ExpressionAttributeNames: { '#status': 'status' },
                  ExpressionAttributeValues: {
                    ':issued': 'ISSUED',
                    ':voucher': issued,
                    ':observations': observations,
                    ':none': [],
                    ':null': null,
                    ':at': issued.issuedAt,
                    ':pk': issuedPartition(invoice.seller, issued.issueDate),
                    ':sk': `${issued.issueDate}#${invoice.orderId}#${documentIdOf(invoice)}`,
                    ':attempts': invoice.attempts,
                    ':pending': 'PENDING',
                  },
                },
              },
              {
                Put: {
                  TableName: table,
                  Item: {
                    ...buyerKey(invoice.userId, invoice.orderId, documentIdOf(invoice)),
                    entity: 'BuyerInvoice',
                    orderId: invoice.orderId,
                    kind: invoice.kind,
                    document: documentIdOf(invoice),
                    voucherType: issued.voucherType,
                    pointOfSale: issued.pointOfSale,
                    number: issued.number,
                    issueDate: issued.issueDate,
                    total: issued.total,
                    cae: issued.cae,
                  } satisfies Record<string, unknown> & BuyerInvoice,
                },
              },
            ],
          }),
        );
        return true;
      } catch (error) {
        if (error instanceof Error && error.name === 'TransactionCanceledException') return false;
        throw error;
      }
    },

    /**
     * An attempt that ended without a CAE: ARCA's messages kept, the attempt counted, and the
     * document due again at `dueAt`, or given up (FAILED, the admin's list) when `dueAt` is null.
     * `keepNumber`: the number asked for may have been authorised (no answer came), so it is checked first next time.
     */
    async markAttemptFailed(
      invoice: StoredInvoice,
      outcome: { at: string; dueAt: string | null; lastError: string; errors: ArcaNote[]; observations: ArcaNote[]; keepNumber: boolean },
    ): Promise<boolean> {
      const givenUp = outcome.dueAt === null;
      return conditionalUpdate({
        TableName: table,
        Key: invoiceKey(invoice.orderId, documentIdOf(invoice)),
        UpdateExpression: [
          'SET attempts = attempts + :one, #status = :status, dueAt = :dueAt, lastError = :lastError, errors = :errors,',
          'observations = :observations, updatedAt = :at, GSI1PK = :pk, GSI1SK = :sk',
          outcome.keepNumber ? '' : 'REMOVE pendingNumber',
        ].join(' '),
        ConditionExpression: 'attempts = :attempts AND #status = :pending',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':one': 1,
          ':status': givenUp ? 'FAILED' : 'PENDING',
          ':dueAt': outcome.dueAt ?? outcome.at,
          ':lastError': outcome.lastError,
          ':errors': outcome.errors,
          ':observations': outcome.observations,
          ':at': outcome.at,
          ':pk': givenUp ? FAILED_PARTITION : INVOICE_OUTBOX_PARTITION,
          ':sk': givenUp
            ? `${outcome.at}#${invoice.orderId}#${documentIdOf(invoice)}`
            : outboxSortKey(outcome.dueAt ?? outcome.at, invoice.orderId, documentIdOf(invoice)),
          ':attempts': invoice.attempts,
          ':pending': 'PENDING',
        },
      });
    },

    /** Waits for something else (the invoice a credit note cancels) without counting an attempt. */
    async postpone(invoice: StoredInvoice, dueAt: string, reason: string, at: string): Promise<boolean> {
      return conditionalUpdate({
        TableName: table,
        Key: invoiceKey(invoice.orderId, documentIdOf(invoice)),
        UpdateExpression: 'SET dueAt = :dueAt, lastError = :reason, updatedAt = :at, GSI1SK = :sk',
        ConditionExpression: 'attempts = :attempts AND #status = :pending',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':dueAt': dueAt,
          ':reason': reason,
          ':at': at,
          ':sk': outboxSortKey(dueAt, invoice.orderId, documentIdOf(invoice)),
          ':attempts': invoice.attempts,
          ':pending': 'PENDING',
        },
      });
    },

    /** The admin's "Reintentar": a document not issued goes back on the outbox, due now, with fresh attempts. */
    async retry(orderId: string, document: string, at: string): Promise<'queued' | 'issued' | 'missing'> {
      const queued = await conditionalUpdate({
        TableName: table,
        Key: invoiceKey(orderId, document),
        UpdateExpression: 'SET #status = :pending, attempts = :zero, dueAt = :at, updatedAt = :at, GSI1PK = :pk, GSI1SK = :sk',
        ConditionExpression: 'attribute_exists(PK) AND #status <> :issued',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':pending': 'PENDING',
          ':issued': 'ISSUED',
          ':zero': 0,
          ':at': at,
          ':pk': INVOICE_OUTBOX_PARTITION,
          ':sk': outboxSortKey(at, orderId, document),
        },
      });
      if (queued) return 'queued';
      return (await this.get(orderId, document)) ? 'issued' : 'missing';
    },

    /** The document's e-mail went out (so a re-run does not send it twice). */
    async markMailed(orderId: string, document: string, at: string): Promise<boolean> {
      return conditionalUpdate({
        TableName: table,
        Key: invoiceKey(orderId, document),
        UpdateExpression: 'SET mailedAt = :at',
        ConditionExpression: 'attribute_not_exists(mailedAt)',
        ExpressionAttributeValues: { ':at': at },
      });
    },
  };
}

export type InvoicesRepository = ReturnType<typeof createInvoicesRepository>;
