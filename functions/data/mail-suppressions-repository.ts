// The store's suppression list (issue 36): one record per address SES reported as a hard bounce or
// a complaint, SUPPRESSED#<lower-case address> / MAIL. The mail feedback function writes it; the
// mail sender reads it before each e-mail and counts the ones it did not send; the admin's order
// detail shows it beside the buyer's address.
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { suppressionAddress, type MailSuppression, type MailSuppressionReason } from '../domain/mail-suppression';
import type { TableContext } from './dynamo-client';
import { isConditionFailure } from './records';

const suppressionKey = (address: string) => ({ PK: `SUPPRESSED#${suppressionAddress(address)}`, SK: 'MAIL' });

interface SuppressionRecord {
  address: string;
  reason: MailSuppressionReason;
  since: string;
  detail?: string | null;
  skippedEmails?: number;
  lastSkippedAt?: string | null;
}

export function createMailSuppressionsRepository(ctx: TableContext) {
  return {
    /**
     * Records a hard bounce or a complaint. The first report stays (its reason, date and words):
     * later reports, and SES redelivering the same one, change nothing.
     */
    async suppress(input: {
      address: string;
      reason: MailSuppressionReason;
      at: string;
      detail: string | null;
      feedbackId: string;
    }): Promise<void> {
      await ctx.doc.send(
        new UpdateCommand({
          TableName: ctx.tableName,
          Key: suppressionKey(input.address),
          UpdateExpression:
            'SET entity = :entity, address = if_not_exists(address, :address), reason = if_not_exists(reason, :reason), since = if_not_exists(since, :since), detail = if_not_exists(detail, :detail), feedbackId = if_not_exists(feedbackId, :feedbackId), skippedEmails = if_not_exists(skippedEmails, :zero)',
          ExpressionAttributeValues: {
            ':entity': 'MailSuppression',
            ':address': suppressionAddress(input.address),
            ':reason': input.reason,
            ':since': input.at,
            ':detail': input.detail,
            ':feedbackId': input.feedbackId,
            ':zero': 0,
          },
        }),
      );
    },

    async find(address: string): Promise<MailSuppression | null> {
      const answer = await ctx.doc.send(new GetCommand({ TableName: ctx.tableName, Key: suppressionKey(address), ConsistentRead: true }));
      const record = answer.Item as SuppressionRecord | undefined;
      if (!record) return null;
      return {
        address: record.address,
        reason: record.reason,
        since: record.since,
        detail: record.detail ?? null,
        skippedEmails: record.skippedEmails ?? 0,
        lastSkippedAt: record.lastSkippedAt ?? null,
      };
    },

    /** Counts one e-mail not sent to a suppressed address (false when the address is not suppressed). */
    async countSkipped(address: string, at: Date): Promise<boolean> {
      try {
        await ctx.doc.send(
          new UpdateCommand({
            TableName: ctx.tableName,
            Key: suppressionKey(address),
            UpdateExpression: 'ADD skippedEmails :one SET lastSkippedAt = :at',
            ConditionExpression: 'attribute_exists(PK)',
            ExpressionAttributeValues: { ':one': 1, ':at': at.toISOString() },
          }),
        );
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },
  };
}

export type MailSuppressionsRepository = ReturnType<typeof createMailSuppressionsRepository>;
