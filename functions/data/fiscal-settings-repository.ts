// Each seller's fiscal settings for invoicing, one record per seller:
//   SELLER#<seller> / FISCAL
// Written by the admin's saveFiscalSettings; read by the invoice worker for every document (so a
// change, e.g. to production, applies to the next document issued). The certificate and key are
// not here: they live in Secrets Manager (functions/invoicing/arca-credentials.ts).
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { FiscalSettings } from '../domain/invoice-views';
import type { Seller } from '../domain/seller';
import type { TableContext } from './dynamo-client';
import { withoutKeys } from './records';

const key = (seller: Seller) => ({ PK: `SELLER#${seller}`, SK: 'FISCAL' });

export function createFiscalSettingsRepository(ctx: TableContext) {
  return {
    async get(seller: Seller): Promise<FiscalSettings | null> {
      const result = await ctx.doc.send(new GetCommand({ TableName: ctx.tableName, Key: key(seller), ConsistentRead: true }));
      return result.Item ? withoutKeys<FiscalSettings>(result.Item) : null;
    },
    async save(settings: FiscalSettings): Promise<void> {
      await ctx.doc.send(
        new PutCommand({ TableName: ctx.tableName, Item: { ...key(settings.seller), entity: 'FiscalSettings', ...settings } }),
      );
    },
  };
}

export type FiscalSettingsRepository = ReturnType<typeof createFiscalSettingsRepository>;
