// The buyer's invoices and credit notes (issued with ARCA by the store's invoice worker), and the
// short-lived address of one's PDF, which the server signs only for her own documents.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../generated';
import { request } from '../../../lib/api-client';
import { awaitsDocument, type OrderOwingDocuments } from '../awaits-document';
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

/** How often the list is asked again while a document of the buyer's is still on its way from ARCA. */
const AWAITING_INVOICE_POLL_MS = 15_000;

/** The buyer's documents; asked again while one of `orders` still waits for one (it arrives by itself). */
export const useMyInvoices = (orders: readonly OrderOwingDocuments[]) =>
  useQuery({
    ...myInvoicesQuery(),
    refetchInterval: (query) => (orders.some((order) => awaitsDocument(order, query.state.data ?? [])) ? AWAITING_INVOICE_POLL_MS : false),
  });

export type MyInvoiceEntry = NonNullable<ReturnType<typeof useMyInvoices>['data']>[number];

/** Asks for the PDF's address and opens it (the server answers it as a download). */
export async function downloadInvoice(orderId: string, document: string): Promise<void> {
  const { invoiceDownload } = await request(InvoiceDownloadDocument, { orderId, document }, 'userPool');
  window.location.assign(invoiceDownload.url);
}
