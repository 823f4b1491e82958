// Ownership written straight to the stack's table, for tests about what an owner can do (lessons,
// streaming, evaluations) rather than how she came to own it: the same record a paid order grants.
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
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

/**
 * `user`'s player reported `topicId`'s first `seconds` watched (issue 42: what makes a video lesson
 * done), written straight to her position record as continuous playback leaves it, for tests
 * about what follows a watched lesson rather than the watching. With `leftAt`, the video was left
 * there (the player resumes at that second).
 */
export async function videoWatched(
  stack: StackInfo,
  user: TestUser,
  itemId: string,
  topicId: string,
  seconds = 96,
  leftAt?: number,
): Promise<void> {
  const doc = createDocumentClient({ region: 'us-east-1', endpoint: stack.dynamodbUrl });
  const position = leftAt === undefined ? 'if_not_exists(seconds, :seconds)' : ':seconds';
  await doc.send(
    new UpdateCommand({
      TableName: stack.tableName,
      Key: { PK: `USER#${subOf(user)}`, SK: `POSITION#${itemId}#${topicId}` },
      UpdateExpression: `SET entity = :entity, itemId = :itemId, topicId = :topicId, seconds = ${position}, updatedAt = if_not_exists(updatedAt, :at) ADD watchedSeconds :watched`,
      ExpressionAttributeValues: {
        ':entity': 'VideoPosition',
        ':itemId': itemId,
        ':topicId': topicId,
        ':seconds': leftAt ?? 0,
        ':at': new Date(0).toISOString(),
        ':watched': new Set(Array.from({ length: seconds }, (_, second) => second)),
      },
    }),
  );
}
