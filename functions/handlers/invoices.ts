// Invoices function: the buyer's invoices and their download (Mis compras), and for admins the
// listing, "Reintentar" and the sellers' fiscal settings. Issuing is the invoice worker's job.
import type {
  MutationRetryInvoiceArgs,
  MutationSaveFiscalSettingsArgs,
  QueryAdminInvoicesArgs,
  QueryInvoiceDownloadArgs,
} from '../generated/graphql';
import { invoicesDependencies, type InvoicesFunctionDependencies as Dependencies } from '../composition/invoices';
import { createInvoicesService } from '../services/invoicing/invoices-service';
import { createResolverHandler, field } from './appsync-resolver';

const service = (deps: Dependencies) => createInvoicesService(deps);

export const invoicesResolvers = {
  myInvoices: field<Record<string, never>, Dependencies>((_args, viewer, deps) => service(deps).myInvoices(viewer)),
  invoiceDownload: field<QueryInvoiceDownloadArgs, Dependencies>((args, viewer, deps) => service(deps).invoiceDownload(viewer, args)),
  adminInvoices: field<QueryAdminInvoicesArgs, Dependencies>((args, viewer, deps) => service(deps).adminInvoices(viewer, args)),
  fiscalSettings: field<Record<string, never>, Dependencies>((_args, viewer, deps) => service(deps).fiscalSettings(viewer)),
  retryInvoice: field<MutationRetryInvoiceArgs, Dependencies>((args, viewer, deps) => service(deps).retryInvoice(viewer, args)),
  saveFiscalSettings: field<MutationSaveFiscalSettingsArgs, Dependencies>((args, viewer, deps) =>
    service(deps).saveFiscalSettings(viewer, args.input),
  ),
};

export const handler = createResolverHandler(invoicesResolvers, invoicesDependencies);
