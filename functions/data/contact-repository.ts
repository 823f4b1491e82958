// Messages sent from the contact page: one record each, kept for the store to answer.
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { TableContext } from './dynamo-client';

export interface ContactMessage {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  userId: string | null;
  receivedAt: string;
}

export function createContactRepository(ctx: TableContext) {
  return {
    async add(message: ContactMessage): Promise<void> {
      await ctx.doc.send(
        new PutCommand({
          TableName: ctx.tableName,
          Item: { PK: `CONTACT#${message.id}`, SK: 'CONTACT', entity: 'ContactMessage', ...message },
          ConditionExpression: 'attribute_not_exists(PK)',
        }),
      );
    },
  };
}

export type ContactRepository = ReturnType<typeof createContactRepository>;
