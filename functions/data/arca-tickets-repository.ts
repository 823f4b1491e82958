// ARCA's access tickets (WSAA's token + sign), one per CUIT, environment and service:
//   ARCA_TICKET#<cuit>#<environment>#<service> / TICKET   token, sign, expirationTime
// Kept in the table, not in a container's memory: WSAA refuses a new ticket while one is still
// valid (coe.alreadyAuthenticated), so every container must reuse the one ticket until it expires.
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { TableContext } from './dynamo-client';

export interface StoredTicket {
  token: string;
  sign: string;
  expirationTime: string;
}

const key = (cuit: string, environment: string, service: string) => ({ PK: `ARCA_TICKET#${cuit}#${environment}#${service}`, SK: 'TICKET' });

export function createArcaTicketsRepository(ctx: TableContext) {
  return {
    async get(cuit: string, environment: string, service: string): Promise<StoredTicket | null> {
      const result = await ctx.doc.send(
        new GetCommand({ TableName: ctx.tableName, Key: key(cuit, environment, service), ConsistentRead: true }),
      );
      const item = result.Item;
      if (!item) return null;
      return { token: String(item['token']), sign: String(item['sign']), expirationTime: String(item['expirationTime']) };
    },
    async put(cuit: string, environment: string, service: string, ticket: StoredTicket): Promise<void> {
      await ctx.doc.send(
        new PutCommand({
          TableName: ctx.tableName,
          Item: {
            ...key(cuit, environment, service),
            entity: 'ArcaTicket',
            ...ticket,
            // DynamoDB's TTL removes it a day after it expired.
            expiresAt: Math.floor(new Date(ticket.expirationTime).getTime() / 1000) + 86_400,
          },
        }),
      );
    },
    async remove(cuit: string, environment: string, service: string): Promise<void> {
      await ctx.doc.send(new DeleteCommand({ TableName: ctx.tableName, Key: key(cuit, environment, service) }));
    },
  };
}

export type ArcaTicketsRepository = ReturnType<typeof createArcaTicketsRepository>;
