// The public record of an issued certificate, read by its verification code (the page
// /certificados/{code}). A module of its own, apart from certificates-repository.ts which writes
// it: the function that answers visitors reaches only this GetItem (grants follow the reached
// modules' commands, see infra/function-reach.ts).
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { TableContext } from './dynamo-client';
import { userPartition, withoutKeys } from './records';

/** What a certificate states, as kept for its holder and under its code (never an e-mail). */
export interface IssuedCertificate {
  code: string;
  holderName: string;
  courseId: string;
  courseName: string;
  coachName: string;
  /** The day of issue in the store's calendar (YYYY-MM-DD). */
  issuedOn: string;
  courseHours: number | null;
  /** The day (YYYY-MM-DD, store calendar) the purchase it was earned with was refunded or charged back. */
  annulledOn?: string | null;

  /** The length as printed ("3 h 31 min de video", or a declared workload said as such); absent on certificates issued before it. */
  courseLength?: string | null;
  /** Whether it attests the course's final evaluation passed, as its PDF says; absent on certificates issued before it was kept. */
  passedEvaluation?: boolean;
}

export const certificatePublicKey = (code: string) => ({ PK: `CERTIFICATE#${code}`, SK: 'CERTIFICATE' });
export const certificateHolderKey = (userId: string, courseId: string) => ({ PK: userPartition(userId), SK: `CERTIFICATE#${courseId}` });

export function createCertificateLookup(ctx: TableContext) {
  return {
    /** The certificate with this code, or null. */
    async getByCode(code: string): Promise<IssuedCertificate | null> {
      const result = await ctx.doc.send(new GetCommand({ TableName: ctx.tableName, Key: certificatePublicKey(code) }));
      return result.Item ? withoutKeys<IssuedCertificate>(result.Item) : null;
    },
  };
}

export type CertificateLookup = ReturnType<typeof createCertificateLookup>;
