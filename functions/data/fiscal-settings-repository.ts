// Each seller's fiscal settings for invoicing, one record per seller:
//   SELLER#<seller> / FISCAL
// Written by the admin's saveFiscalSettings; read by the invoice worker for every document (so a
// change, e.g. to production, applies to the next document issued). The certificate and key are
// not here: they live in Secrets Manager (functions/invoicing/arca-credentials.ts).
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Seller } from '../domain/seller';
import type { ArcaEnvironment, FiscalCondition } from '../domain/invoice-rules';
import type { TableContext } from './dynamo-client';
import { withoutKeys } from './records';

export interface FiscalSettings {
  seller: Seller;
  /** Razón social as registered with ARCA. */
  legalName: string;
  cuit: string;
  condition: FiscalCondition;
  pointOfSale: number;
  environment: ArcaEnvironment;
  /** Domicilio comercial, printed on every document. */
  address: string;
  /** Ingresos Brutos number (or "Exento"), printed. */
  grossIncomeNumber: string;
  /** Inicio de actividades (ISO date), printed. */
  activityStartDate: string;
  updatedAt: string;
}

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
