// Ownership written straight to the stack's table, for tests about what an owner can do (lessons,
// streaming, evaluations) rather than how she came to own it: the same record a paid order grants.
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { createDocumentClient } from '../../functions/data/dynamo-client';
import { inventoryGrantPut } from '../../functions/data/inventory-repository';
import { subOf } from './buying';
import type { TestUser } from './cognito-users';
import type { StackInfo } from './stack-info';

/** Gives `user` the course `itemId` as an approved order leaves it (the buying flow's own transaction part), with no order behind it. */
export async function grantCourse(stack: StackInfo, user: TestUser, itemId: string): Promise<void> {
  const doc = createDocumentClient({ region: 'us-east-1', endpoint: stack.dynamodbUrl });
  const grant = inventoryGrantPut(stack.tableName, subOf(user), {
    itemId,
    itemType: 'COURSE',
    name: itemId,
    orderId: null,
    acquiredAt: new Date().toISOString(),
  });
  await doc.send(new PutCommand(grant.Put));
}
