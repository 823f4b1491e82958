// Once-only notices: before a notice is put on the mail queue its claim is written conditionally,
// and marked sent after; a run retried, or two runs at once, find the claim and send nothing.
//   NOTICE#<kind>#<planningId>#<member>#<week or date> / NOTICE  { status: CLAIMED | SENT, claimedAt }
// A claim left CLAIMED (the run died between the claim and the queue) may be taken again once it
// is older than the lease, so a notice is not lost either; a failed enqueue releases its claim.
import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { TableContext } from './dynamo-client';
import { isConditionFailure } from './records';

/** How long a claim blocks other runs before it counts as abandoned. */
const CLAIM_LEASE_MS = 10 * 60 * 1000;

const claimKey = (noticeKey: string) => ({ PK: `NOTICE#${noticeKey}`, SK: 'NOTICE' });

export function createNoticeClaimsRepository(ctx: TableContext) {
  return {
    /** True when this run may send the notice (no claim yet, or an abandoned one). */
    async claim(noticeKey: string, now: Date): Promise<boolean> {
      try {
        await ctx.doc.send(
          new PutCommand({
            TableName: ctx.tableName,
            Item: { ...claimKey(noticeKey), entity: 'NoticeClaim', status: 'CLAIMED', claimedAt: now.toISOString() },
            ConditionExpression: 'attribute_not_exists(PK) OR (#status = :claimed AND claimedAt < :abandoned)',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: { ':claimed': 'CLAIMED', ':abandoned': new Date(now.getTime() - CLAIM_LEASE_MS).toISOString() },
          }),
        );
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },

    async markSent(noticeKey: string, at: Date): Promise<void> {
      await ctx.doc.send(
        new UpdateCommand({
          TableName: ctx.tableName,
          Key: claimKey(noticeKey),
          UpdateExpression: 'SET #status = :sent, sentAt = :at',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':sent': 'SENT', ':at': at.toISOString() },
        }),
      );
    },

    /** The enqueue failed: the next run may try again. */
    async release(noticeKey: string): Promise<void> {
      await ctx.doc
        .send(
          new DeleteCommand({
            TableName: ctx.tableName,
            Key: claimKey(noticeKey),
            ConditionExpression: '#status = :claimed',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: { ':claimed': 'CLAIMED' },
          }),
        )
        .catch((error: unknown) => {
          if (!isConditionFailure(error)) throw error;
        });
    },
  };
}

export type NoticeClaimsRepository = ReturnType<typeof createNoticeClaimsRepository>;
