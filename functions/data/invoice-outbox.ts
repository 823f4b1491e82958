// The invoice outbox: the record that says "this order owes ARCA a document", written in the very
// transaction of the order's move that owes it (domain/fiscal-documents.ts: the approval's
// Factura, a refund's or chargeback's Nota de Crédito, a partial refund's), so a document is owed
// exactly when the money moved and never lost with a crash.
//   ORDER#<orderId> / INVOICE#<document>   (GSI1 while owed: INVOICE_OUTBOX / <dueAt>#<orderId>#<document>)
// A subscription's cleared charge owes its Factura the same way, in the transaction that records
// the charge (subscriptions-repository.ts), under the subscription:
//   SUBSCRIPTION#<subscriptionId> / INVOICE#FACTURA-S<chargeId>   (`orderId` holds the subscription's id;
//                                                                 `sale` the facts the worker issues it with)
// The invoice worker (services/invoicing/invoice-worker.ts) issues it and moves it off the outbox.
// The item is an UpdateItem whose every attribute is `if_not_exists`: it can never fail the
// transaction it rides in, and writing it twice (it cannot happen: each move is one conditional
// write of the order, and a document's id is fixed by what it is) would change nothing.
import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { isSubscriptionDocument, type InvoicedSale, type OwedDocument } from '../domain/fiscal-documents';
import type { Seller } from '../domain/seller';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

export const INVOICE_OUTBOX_PARTITION = 'INVOICE_OUTBOX';
/** A document's key: in its order's partition, or its subscription's for a charge's Factura. */
export const invoiceKey = (orderId: string, document: string) => ({
  PK: isSubscriptionDocument(document) ? `SUBSCRIPTION#${orderId}` : `ORDER#${orderId}`,
  SK: `INVOICE#${document}`,
});
/** The outbox's GSI1 sort key: due first; unique per document. */
export const outboxSortKey = (dueAt: string, orderId: string, document: string) => `${dueAt}#${orderId}#${document}`;

/**
 * The transaction item that puts a sale's document on the outbox, due at once: an order's (the
 * worker reads the order), or a subscription charge's with its `sale` facts (there is no order).
 */
export function invoiceOutboxItem(
  table: string,
  order: { id: string; userId: string; item: { seller: Seller } },
  owed: OwedDocument,
  at: string,
  sale: InvoicedSale | null = null,
): TransactItem {
  return {
    Update: {
      TableName: table,
      Key: invoiceKey(order.id, owed.document),
      UpdateExpression: [
        'SET entity = if_not_exists(entity, :entity), orderId = if_not_exists(orderId, :orderId), kind = if_not_exists(kind, :kind),',
        'document = if_not_exists(document, :document), amount = if_not_exists(amount, :amount), cancels = if_not_exists(cancels, :cancels),',
        'seller = if_not_exists(seller, :seller), userId = if_not_exists(userId, :userId), #status = if_not_exists(#status, :pending),',
        'attempts = if_not_exists(attempts, :zero), dueAt = if_not_exists(dueAt, :at), createdAt = if_not_exists(createdAt, :at),',
        'GSI1PK = if_not_exists(GSI1PK, :outbox), GSI1SK = if_not_exists(GSI1SK, :sortKey)',
        ...(sale ? [', sale = if_not_exists(sale, :sale)'] : []),
      ].join(' '),
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':entity': 'Invoice',
        ':orderId': order.id,
        ':kind': owed.kind,
        ':document': owed.document,
        ':amount': owed.amount,
        ':cancels': owed.cancels,
        ':seller': order.item.seller,
        ':userId': order.userId,
        ':pending': 'PENDING',
        ':zero': 0,
        ':at': at,
        ':outbox': INVOICE_OUTBOX_PARTITION,
        ':sortKey': outboxSortKey(at, order.id, owed.document),
        ...(sale ? { ':sale': sale } : {}),
      },
    },
  };
}
