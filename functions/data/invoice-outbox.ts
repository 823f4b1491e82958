// The invoice outbox: the record that says "this order owes ARCA a document", written in the very
// transaction that approves the order (a Factura) or refunds / charges it back (a Nota de
// Crédito), so a document is owed exactly when the money moved and never lost with a crash.
//   ORDER#<orderId> / INVOICE#<FACTURA|NOTA_CREDITO>   (GSI1 while owed: INVOICE_OUTBOX / <dueAt>#<orderId>#<kind>)
// The invoice worker (services/invoicing/invoice-worker.ts) issues it and moves it off the outbox.
// The item is an UpdateItem whose every attribute is `if_not_exists`: it can never fail the
// transaction it rides in, and writing it twice (it cannot happen: approval and refund are each
// one conditional move of the order) would change nothing.
import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type { OrderItem } from '../generated/graphql';
import type { InvoiceKind } from '../domain/invoice-rules';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

export const INVOICE_OUTBOX_PARTITION = 'INVOICE_OUTBOX';
export const invoiceKey = (orderId: string, kind: InvoiceKind) => ({ PK: `ORDER#${orderId}`, SK: `INVOICE#${kind}` });
/** The outbox's GSI1 sort key: due first; unique per document. */
export const outboxSortKey = (dueAt: string, orderId: string, kind: InvoiceKind) => `${dueAt}#${orderId}#${kind}`;

/** The transaction item that puts an order's document on the outbox, due at once. */
export function invoiceOutboxItem(
  table: string,
  order: { id: string; userId: string; item: OrderItem },
  kind: InvoiceKind,
  at: string,
): TransactItem {
  return {
    Update: {
      TableName: table,
      Key: invoiceKey(order.id, kind),
      UpdateExpression: [
        'SET entity = if_not_exists(entity, :entity), orderId = if_not_exists(orderId, :orderId), kind = if_not_exists(kind, :kind),',
        'seller = if_not_exists(seller, :seller), userId = if_not_exists(userId, :userId), #status = if_not_exists(#status, :pending),',
        'attempts = if_not_exists(attempts, :zero), dueAt = if_not_exists(dueAt, :at), createdAt = if_not_exists(createdAt, :at),',
        'GSI1PK = if_not_exists(GSI1PK, :outbox), GSI1SK = if_not_exists(GSI1SK, :sortKey)',
      ].join(' '),
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':entity': 'Invoice',
        ':orderId': order.id,
        ':kind': kind,
        ':seller': order.item.seller,
        ':userId': order.userId,
        ':pending': 'PENDING',
        ':zero': 0,
        ':at': at,
        ':outbox': INVOICE_OUTBOX_PARTITION,
        ':sortKey': outboxSortKey(at, order.id, kind),
      },
    },
  };
}
