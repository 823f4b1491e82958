// Each seller's fiscal settings for invoicing, one record per seller:
//   SELLER#<seller> / FISCAL
// Written by the admin's saveFiscalSettings; read by the invoice worker for every document (so a
// change, e.g. to production, applies to the next document issued). The certificate and key are
// not here: they live in Secrets Manager (functions/invoicing/arca-credentials.ts).
// A record read is checked against the settings' shape: a malformed one is a MalformedRecordError
// naming its key, never a half-read setting on an invoice.
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import type { FiscalSettings } from '../domain/invoice-views';
import { SELLERS, type Seller } from '../domain/seller';
import type { TableContext } from './dynamo-client';
import { readRecord } from './records';

const key = (seller: Seller) => ({ PK: `SELLER#${seller}`, SK: 'FISCAL' });

// Every field has been written by every save since the settings existed.
const fiscalSettingsRecordSchema = z.object({
  seller: z.enum(SELLERS),
  legalName: z.string(),
  cuit: z.string(),
  condition: z.enum(['MONOTRIBUTO', 'RESPONSABLE_INSCRIPTO']),
  pointOfSale: z.number().check(z.int()),
  environment: z.enum(['HOMOLOGACION', 'PRODUCCION']),
  address: z.string(),
  grossIncomeNumber: z.string(),
  activityStartDate: z.string(),
  updatedAt: z.string(),
});

/** The settings a stored FISCAL record holds, or a MalformedRecordError. */
const fiscalSettingsOfRecord = (record: Record<string, unknown>): FiscalSettings =>
  readRecord(fiscalSettingsRecordSchema, record, 'fiscal settings', record);

export function createFiscalSettingsRepository(ctx: TableContext) {
  return {
    async get(seller: Seller): Promise<FiscalSettings | null> {
      const result = await ctx.doc.send(new GetCommand({ TableName: ctx.tableName, Key: key(seller), ConsistentRead: true }));
      return result.Item ? fiscalSettingsOfRecord(result.Item) : null;
    },
    async save(settings: FiscalSettings): Promise<void> {
      await ctx.doc.send(
        new PutCommand({ TableName: ctx.tableName, Item: { ...key(settings.seller), entity: 'FiscalSettings', ...settings } }),
      );
    },
  };
}

export type FiscalSettingsRepository = ReturnType<typeof createFiscalSettingsRepository>;
