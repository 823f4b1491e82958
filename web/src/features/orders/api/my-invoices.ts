// The buyer's invoices and credit notes (issued with ARCA by the store's invoice worker), and the
// short-lived address of one's PDF, which the server signs only for her own documents.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../generated';
import { request } from '../../../lib/api-client';
import { ordersKeys } from './keys';

const MyInvoicesDocument = graphql(`
  query MyInvoices {
    myInvoices {
      orderId
      document
      kind
      name
      number
      issueDate
      total
      cae
    }
  }
`);

const InvoiceDownloadDocument = graphql(`
  query InvoiceDownload($orderId: ID!, $document: ID!) {
    invoiceDownload(orderId: $orderId, document: $document) {
      url
      fileName
    }
  }
`);

const myInvoicesQuery = () =>
  queryOptions({
    queryKey: [...ordersKeys.all, 'invoices'] as const,
    queryFn: async () => (await request(MyInvoicesDocument, {}, 'userPool')).myInvoices,
  });

/** How often the list is asked again while an approved order still waits for ARCA's authorisation. */
const AWAITING_INVOICE_POLL_MS = 15_000;

/** The buyer's documents; asked again while one of `approvedOrderIds` has no invoice yet (it arrives by itself). */
export const useMyInvoices = (approvedOrderIds: readonly string[]) =>
  useQuery({
    ...myInvoicesQuery(),
    refetchInterval: (query) =>
      approvedOrderIds.some((id) => !query.state.data?.some((invoice) => invoice.orderId === id && invoice.kind === 'FACTURA'))
        ? AWAITING_INVOICE_POLL_MS
        : false,
  });

export type MyInvoiceEntry = NonNullable<ReturnType<typeof useMyInvoices>['data']>[number];

/** Asks for the PDF's address and opens it (the server answers it as a download). */
export async function downloadInvoice(orderId: string, document: string): Promise<void> {
  const { invoiceDownload } = await request(InvoiceDownloadDocument, { orderId, document }, 'userPool');
  window.location.assign(invoiceDownload.url);
}
