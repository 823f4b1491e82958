// Issued certificates. A certificate is issued once per buyer and course and kept, so downloading
// it again gives the same code, name and date, and anyone can check it by its code:
//   USER#<sub> / CERTIFICATE#<courseId>   the holder's copy (finds the certificate to download again)
//   CERTIFICATE#<code> / CERTIFICATE      the public record (read by /certificados/{code})
// Both are written in one transaction, each conditional on not existing: a second issue for the
// same buyer and course finds the first, and a code is never given to two certificates. The
// public record carries what the page shows (name, course, coach, date, hours): never the e-mail
// or the account id. The public read is its own module (certificate-lookup.ts), so the
// visitors' function that answers it is granted reads only (infra/function-reach.ts).
import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { TableContext } from './dynamo-client';
import {
  certificateHolderKey as holderKey,
  certificateOfRecord,
  certificatePublicKey as publicKey,
  type IssuedCertificate,
} from './certificate-lookup';

export type { IssuedCertificate } from './certificate-lookup';

function cancellationCodes(error: unknown): string[] | null {
  if (!(error instanceof Error) || error.name !== 'TransactionCanceledException') return null;
  const reasons = (error as Error & { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? [];
  return reasons.map((reason) => reason.Code ?? 'None');
}

export function createCertificatesRepository(ctx: TableContext) {
  const table = ctx.tableName;
  return {
    /** The certificate this buyer was issued for this course, if any. */
    async getForHolder(userId: string, courseId: string): Promise<IssuedCertificate | null> {
      const result = await ctx.doc.send(new GetCommand({ TableName: table, Key: holderKey(userId, courseId), ConsistentRead: true }));
      return result.Item ? certificateOfRecord(result.Item) : null;
    },

    /**
     * Stores a new certificate: 'issued', 'already-issued' (this buyer has one for this course:
     * read it) or 'code-taken' (another certificate has the code: draw another).
     */
    async issue(userId: string, certificate: IssuedCertificate): Promise<'issued' | 'already-issued' | 'code-taken'> {
      try {
        await ctx.doc.send(
          new TransactWriteCommand({
            TransactItems: [
              {
                Put: {
                  TableName: table,
                  Item: { ...holderKey(userId, certificate.courseId), entity: 'CertificateHeld', ...certificate },
                  ConditionExpression: 'attribute_not_exists(PK)',
                },
              },
              {
                Put: {
                  TableName: table,
                  Item: { ...publicKey(certificate.code), entity: 'Certificate', ...certificate },
                  ConditionExpression: 'attribute_not_exists(PK)',
                },
              },
            ],
          }),
        );
        return 'issued';
      } catch (error) {
        const codes = cancellationCodes(error);
        if (codes?.[0] === 'ConditionalCheckFailed') return 'already-issued';
        if (codes?.[1] === 'ConditionalCheckFailed') return 'code-taken';
        // Two downloads racing for the first issue: the loser finds the winner's certificate.
        if (codes?.includes('TransactionConflict')) return 'already-issued';
        throw error;
      }
    },
  };
}

export type CertificatesRepository = ReturnType<typeof createCertificatesRepository>;
