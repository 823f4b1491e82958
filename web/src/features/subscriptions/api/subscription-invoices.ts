// The Facturas of the member's subscription charges (decision 135): the same documents and download
// as Mis compras (myInvoices, invoiceDownload), each charge's under the subscription's reference and
// the id its charge fixes (FACTURA-S<chargeId>). Asked again while a paid month still waits for
// ARCA's authorisation (it arrives by itself, and by e-mail).
import { useQuery } from '@tanstack/react-query';
import { subscriptionChargeDocumentId } from '../../../../../functions/domain/fiscal-documents';
import { graphql } from '../../../generated';
import { request } from '../../../lib/api-client';
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

/** The Factura of each paid charge, by `<subscription id>#<charge id>`; asked again while one of `paid` has none yet. */
export function useChargeInvoices(paid: readonly { subscriptionId: string; chargeId: string }[]) {
  const key = (subscriptionId: string, chargeId: string) => `${subscriptionId}#${subscriptionChargeDocumentId(chargeId)}`;
  const query = useQuery({
    queryKey: [...subscriptionsKeys.all, 'invoices'] as const,
    queryFn: fetchInvoices,
    enabled: paid.length > 0,
    refetchInterval: (state) => {
      const have = new Set((state.state.data ?? []).map((invoice) => `${invoice.orderId}#${invoice.document}`));
      return paid.some((charge) => !have.has(key(charge.subscriptionId, charge.chargeId))) ? AWAITING_INVOICE_POLL_MS : false;
    },
  });
  const byCharge = new Map((query.data ?? []).map((invoice) => [`${invoice.orderId}#${invoice.document}`, invoice]));
  return (subscriptionId: string, chargeId: string): Invoice | null => byCharge.get(key(subscriptionId, chargeId)) ?? null;
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
