// The public record of an issued certificate, read by its verification code (the page
// /certificados/{code}). A module of its own, apart from certificates-repository.ts which writes
// it: the function that answers visitors reaches only this GetItem (grants follow the reached
// modules' commands, see infra/function-reach.ts). Both copies are checked when read
// (certificateOfRecord): a malformed one is a MalformedRecordError naming its key.
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import type { TableContext } from './dynamo-client';
import { readRecord, userPartition } from './records';

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

// What certificates-repository.ts's issue writes (both copies the same). `courseLength` and
// `passedEvaluation` came later (absent on older certificates, left absent); `annulledOn` is set
// by a reversal of the purchase and removed when the seller wins the chargeback.
const certificateRecordSchema = z.object({
  code: z.string().check(z.minLength(1)),
  holderName: z.string(),
  courseId: z.string().check(z.minLength(1)),
  courseName: z.string(),
  coachName: z.string(),
  issuedOn: z.string(),
  courseHours: z.optional(z.nullable(z.number().check(z.refine(Number.isFinite, 'not a number')))),
  annulledOn: z.optional(z.nullable(z.string())),
  courseLength: z.optional(z.nullable(z.string())),
  passedEvaluation: z.optional(z.boolean()),
});

/** The certificate a stored copy (the holder's or the public one) holds, or a MalformedRecordError. */
export function certificateOfRecord(record: Record<string, unknown>): IssuedCertificate {
  const certificate = readRecord(certificateRecordSchema, record, 'certificate', record);
  return { ...certificate, courseHours: certificate.courseHours ?? null };
}

export const certificatePublicKey = (code: string) => ({ PK: `CERTIFICATE#${code}`, SK: 'CERTIFICATE' });
export const certificateHolderKey = (userId: string, courseId: string) => ({ PK: userPartition(userId), SK: `CERTIFICATE#${courseId}` });

export function createCertificateLookup(ctx: TableContext) {
  return {
    /** The certificate with this code, or null. */
    async getByCode(code: string): Promise<IssuedCertificate | null> {
      const result = await ctx.doc.send(new GetCommand({ TableName: ctx.tableName, Key: certificatePublicKey(code) }));
      return result.Item ? certificateOfRecord(result.Item) : null;
    },
  };
}

export type CertificateLookup = ReturnType<typeof createCertificateLookup>;
