// Once-only notices, on the one idempotency mechanism (data/idempotency-repository.ts, decision
// 151): before a notice is put on the mail queue its key is taken IN PROGRESS for the lease, and
// made COMPLETED after; a run retried, or two runs at once, find the key and send nothing.
//   IDEMPOTENCY#notice#<kind>#<planningId>#<member>#<week or date> / IDEMPOTENCY
// A key left IN PROGRESS (the run died between the claim and the queue) is taken again once its
// lease passed, so a notice is not lost either; a failed enqueue gives it back.
// Notices claimed before decision 151 kept NOTICE#<key> / NOTICE { status: CLAIMED | SENT, claimedAt }:
// still read (a SENT one, or a CLAIMED one within its lease, holds the notice), never written, so
// reading one before taking the key cannot race with a write of it.
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import type { TableContext } from './dynamo-client';
import { createIdempotencyRepository, type IdempotencyScope } from './idempotency-repository';

/** How long a claim blocks other runs before it counts as abandoned. */
const CLAIM_LEASE_SECONDS = 10 * 60;

/** The notices' scope: one key per notice, kept (a notice is sent once, ever). */
const NOTICE_SCOPE: IdempotencyScope<{ sent: true }> = {
  name: 'notice',
  response: z.object({ sent: z.literal(true) }),
  keepSeconds: null,
};

const claimBefore151Key = (noticeKey: string) => ({ PK: `NOTICE#${noticeKey}`, SK: 'NOTICE' });

export function createNoticeClaimsRepository(ctx: TableContext) {
  const keys = createIdempotencyRepository(ctx, NOTICE_SCOPE);

  /** Whether a claim written before decision 151 still holds the notice. */
  async function heldBefore151(noticeKey: string, now: Date): Promise<boolean> {
    const answer = await ctx.doc.send(
      new GetCommand({ TableName: ctx.tableName, Key: claimBefore151Key(noticeKey), ConsistentRead: true }),
    );
    const claim = answer.Item;
    if (!claim) return false;
    if (claim['status'] !== 'CLAIMED') return true;
    const claimedAt = claim['claimedAt'];
    return typeof claimedAt !== 'string' || claimedAt >= new Date(now.getTime() - CLAIM_LEASE_SECONDS * 1000).toISOString();
  }

  return {
    /** True when this run may send the notice (no claim yet, or an abandoned one). */
    async claim(noticeKey: string, now: Date): Promise<boolean> {
      if (await heldBefore151(noticeKey, now)) return false;
      return (await keys.start(noticeKey, now, CLAIM_LEASE_SECONDS)).kind === 'started';
    },

    async markSent(noticeKey: string, at: Date): Promise<void> {
      await keys.complete(noticeKey, { sent: true }, at);
    },

    /** The enqueue failed: the next run may try again. */
    async release(noticeKey: string): Promise<void> {
      await keys.release(noticeKey);
    },
  };
}

export type NoticeClaimsRepository = ReturnType<typeof createNoticeClaimsRepository>;
