// The fiscal documents of the member's subscription charges: each cleared charge's Factura
// (decision 135) and each refund's Nota de Crédito (decision 124) — the same documents and download
// as Mis compras (myInvoices, invoiceDownload), under the subscription's reference and the ids its
// charges fix (domain/charge-documents.ts). Asked again while a charge still waits for a document
// it owes (ARCA's authorisation arrives by itself, and by e-mail).
import { useQuery } from '@tanstack/react-query';
import { subscriptionChargeDocumentId } from '../../../../../functions/domain/fiscal-documents';
import { graphql } from '../../../generated';
import { request } from '../../../lib/api-client';
import { creditNotesAmong, documentsExpected, type ChargeLike } from '../domain/charge-documents';
import { subscriptionsKeys } from './keys';

const SubscriptionInvoicesDocument = graphql(`
  query SubscriptionInvoices {
    myInvoices {
      orderId
      document
      kind
      name
      number
      issueDate
    }
  }
`);

const SubscriptionInvoiceDownloadDocument = graphql(`
  query SubscriptionInvoiceDownload($orderId: ID!, $document: ID!) {
    invoiceDownload(orderId: $orderId, document: $document) {
      url
    }
  }
`);

type Invoice = Awaited<ReturnType<typeof fetchInvoices>>[number];
export type ChargeInvoice = Invoice;

const fetchInvoices = async () => (await request(SubscriptionInvoicesDocument, {}, 'userPool')).myInvoices;

const AWAITING_INVOICE_POLL_MS = 15_000;

export interface ChargeDocuments {
  /** The Factura of one of a subscription's charges, once issued. */
  invoiceOf: (subscriptionId: string, chargeId: string) => Invoice | null;
  /** The Notas de Crédito of one of its charges (one per refund), once issued, in order. */
  creditNotesOf: (subscriptionId: string, chargeId: string) => Invoice[];
}

/** The documents of every charge of `subscriptions`; asked again while one they owe is not listed yet. */
export function useChargeInvoices(subscriptions: readonly { id: string; charges: readonly ChargeLike[] }[]): ChargeDocuments {
  const expected = subscriptions.flatMap((subscription) =>
    subscription.charges.flatMap((charge) => documentsExpected(charge).map((document) => `${subscription.id}#${document}`)),
  );
  const query = useQuery({
    queryKey: [...subscriptionsKeys.all, 'invoices'] as const,
    queryFn: fetchInvoices,
    enabled: expected.length > 0,
    refetchInterval: (state) => {
      const have = new Set((state.state.data ?? []).map((invoice) => `${invoice.orderId}#${invoice.document}`));
      return expected.some((document) => !have.has(document)) ? AWAITING_INVOICE_POLL_MS : false;
    },
  });
  const listed = query.data ?? [];
  const byDocument = new Map(listed.map((invoice) => [`${invoice.orderId}#${invoice.document}`, invoice]));
  return {
    invoiceOf: (subscriptionId, chargeId) => byDocument.get(`${subscriptionId}#${subscriptionChargeDocumentId(chargeId)}`) ?? null,
    creditNotesOf: (subscriptionId, chargeId) => creditNotesAmong(listed, subscriptionId, chargeId),
  };
}

/** Asks for the PDF's address and opens it (the server signs it only for her own documents). */
export async function downloadChargeInvoice(invoice: Invoice): Promise<void> {
  const { invoiceDownload } = await request(
    SubscriptionInvoiceDownloadDocument,
    { orderId: invoice.orderId, document: invoice.document },
    'userPool',
  );
  window.location.assign(invoiceDownload.url);
}
