// The admin's invoices and credit notes of a seller and period (issued ones, plus every one still
// owed to ARCA or failed), and "Reintentar".
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../generated';
import type { FiscalSettingsInput, Seller } from '../../../generated/graphql';
import { mutate, request } from '../../../lib/api-client';
import { adminKeys } from './keys';

const AdminInvoicesDocument = graphql(`
  query AdminInvoices($seller: Seller!, $from: AWSDate!, $to: AWSDate!) {
    adminInvoices(seller: $seller, from: $from, to: $to) {
      orderId
      document
      kind
      seller
      status
      name
      number
      issueDate
      cae
      caeDueDate
      total
      net
      vat
      receiverName
      receiverDocument
      attempts
      lastError
      errors {
        code
        message
      }
      observations {
        code
        message
      }
      createdAt
    }
  }
`);

const RetryInvoiceDocument = graphql(`
  mutation RetryInvoice($orderId: ID!, $document: ID!) {
    retryInvoice(orderId: $orderId, document: $document) {
      orderId
      kind
      status
      attempts
    }
  }
`);

export const useAdminInvoices = (filter: { seller: Seller; from: string; to: string }) =>
  useQuery({
    queryKey: [...adminKeys.all, 'invoices', filter],
    // An order has several documents: the row's key is the pair (the table's dataKey).
    queryFn: async () =>
      (await request(AdminInvoicesDocument, filter, 'userPool')).adminInvoices.map((invoice) => ({
        ...invoice,
        rowKey: `${invoice.orderId}#${invoice.document}`,
      })),
    placeholderData: keepPreviousData,
    // Documents owed to ARCA change by themselves (the worker): the list follows while any is open.
    refetchInterval: (query) => (query.state.data?.some((invoice) => invoice.status === 'PENDING') ? 10_000 : false),
  });

export type AdminInvoiceRow = NonNullable<ReturnType<typeof useAdminInvoices>['data']>[number];

export function useRetryInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { orderId: string; document: string }) =>
      (await mutate(RetryInvoiceDocument, input, 'userPool')).retryInvoice,
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...adminKeys.all, 'invoices'] }),
  });
}

const FiscalSettingsDocument = graphql(`
  query FiscalSettings {
    fiscalSettings {
      seller
      legalName
      cuit
      condition
      pointOfSale
      environment
      address
      grossIncomeNumber
      activityStartDate
      updatedAt
    }
  }
`);

const SaveFiscalSettingsDocument = graphql(`
  mutation SaveFiscalSettings($input: FiscalSettingsInput!) {
    saveFiscalSettings(input: $input) {
      seller
      updatedAt
    }
  }
`);

export const useFiscalSettings = () =>
  useQuery({
    queryKey: [...adminKeys.all, 'fiscal-settings'],
    queryFn: async () => (await request(FiscalSettingsDocument, {}, 'userPool')).fiscalSettings,
  });

export function useSaveFiscalSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: FiscalSettingsInput) => (await mutate(SaveFiscalSettingsDocument, { input }, 'userPool')).saveFiscalSettings,
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...adminKeys.all, 'fiscal-settings'] }),
  });
}
