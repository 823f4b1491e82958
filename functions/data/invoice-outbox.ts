// The invoice outbox: the record that says "this order owes ARCA a document", written in the very
// transaction of the order's move that owes it (domain/fiscal-documents.ts: the approval's
// Factura, a refund's or chargeback's Nota de Crédito, a partial refund's), so a document is owed
// exactly when the money moved and never lost with a crash.
//   ORDER#<orderId> / INVOICE#<document>   (GSI1 while owed: INVOICE_OUTBOX / <dueAt>#<orderId>#<document>)
// The invoice worker (services/invoicing/invoice-worker.ts) issues it and moves it off the outbox.
// The item is an UpdateItem whose every attribute is `if_not_exists`: it can never fail the
// transaction it rides in, and writing it twice (it cannot happen: each move is one conditional
// write of the order, and a document's id is fixed by what it is) would change nothing.
import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type { OrderItem } from '../domain/order';
import type { OwedDocument } from '../domain/fiscal-documents';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

export const INVOICE_OUTBOX_PARTITION = 'INVOICE_OUTBOX';
export const invoiceKey = (orderId: string, document: string) => ({ PK: `ORDER#${orderId}`, SK: `INVOICE#${document}` });
/** The outbox's GSI1 sort key: due first; unique per document. */
export const outboxSortKey = (dueAt: string, orderId: string, document: string) => `${dueAt}#${orderId}#${document}`;

/** The transaction item that puts an order's document on the outbox, due at once. */
export function invoiceOutboxItem(
  table: string,
  order: { id: string; userId: string; item: OrderItem },
  owed: OwedDocument,
  at: string,
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
      },
    },
  };
}
