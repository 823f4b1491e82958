// Each seller's coach address (decision 159): where the members' messages reach the coach of a
// planning that seller sells, and the Reply-To of the coach's e-mails to the members:
//   SELLER#<seller> / COACH_CONTACT   { email, updatedAt }
// Written by the admin (saveSellerCoachEmail); read by the digest e-mail when it is sent (so a
// change applies to the next digest). A seller without one uses the store's contact address.
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Seller } from '../domain/seller';
import type { TableContext } from './dynamo-client';

const key = (seller: Seller) => ({ PK: `SELLER#${seller}`, SK: 'COACH_CONTACT' });

export interface SellerCoachContact {
  seller: Seller;
  email: string;
  updatedAt: string;
}

export function createSellerCoachContactsRepository(ctx: TableContext) {
  return {
    async get(seller: Seller): Promise<SellerCoachContact | null> {
      const result = await ctx.doc.send(new GetCommand({ TableName: ctx.tableName, Key: key(seller), ConsistentRead: true }));
      const item = result.Item;
      return item && typeof item['email'] === 'string' && typeof item['updatedAt'] === 'string'
        ? { seller, email: item['email'], updatedAt: item['updatedAt'] }
        : null;
    },
    async save(contact: SellerCoachContact): Promise<void> {
      await ctx.doc.send(
        new PutCommand({ TableName: ctx.tableName, Item: { ...key(contact.seller), entity: 'SellerCoachContact', ...contact } }),
      );
    },
  };
}

export type SellerCoachContactsRepository = ReturnType<typeof createSellerCoachContactsRepository>;
