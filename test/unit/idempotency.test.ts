// The one idempotency mechanism's pure part (domain/idempotency.ts, decisions 096 and 151): what a
// request that could not take a key gets from the record holding it, and the request fingerprint
// that tells a repeat from another request under the same key.
import { describe, expect, it } from 'vitest';
import { heldBy, requestFingerprint, type IdempotencyRecord } from '../../functions/domain/idempotency';

const inProgress: IdempotencyRecord<{ n: number }> = { status: 'INPROGRESS', inProgressUntil: '2026-12-07T08:00:00Z', fingerprint: 'a' };
const completed: IdempotencyRecord<{ n: number }> = {
  status: 'COMPLETED',
  response: { n: 1 },
  completedAt: '2026-12-07T08:00:00Z',
  fingerprint: 'a',
};

describe('heldBy', () => {
  it('answers the stored response of a completed key, "in progress" for a held one — never done for work under way', () => {
    expect(heldBy(completed, 'a')).toEqual({ kind: 'completed', response: { n: 1 } });
    expect(heldBy(inProgress, 'a')).toEqual({ kind: 'in-progress' });
  });

  it("refuses another request's fingerprint, whatever the state", () => {
    expect(heldBy(completed, 'b')).toEqual({ kind: 'mismatch' });
    expect(heldBy(inProgress, 'b')).toEqual({ kind: 'mismatch' });
  });

  it('compares fingerprints only when both have one (a scope that does not check them)', () => {
    const { fingerprint: _dropped, ...unchecked } = completed;
    expect(heldBy(unchecked, 'b')).toEqual({ kind: 'completed', response: { n: 1 } });
    expect(heldBy(completed)).toEqual({ kind: 'completed', response: { n: 1 } });
  });
});

describe('requestFingerprint', () => {
  it('is the same for the same values in any property order, without the key, and differs otherwise', () => {
    const a = requestFingerprint({ itemId: 'course-1', couponCode: 'OTONO', idempotencyKey: 'k-1' });
    const b = requestFingerprint({ idempotencyKey: 'k-2', couponCode: 'OTONO', itemId: 'course-1' });
    expect(a).toBe(b);
    expect(requestFingerprint({ itemId: 'course-1', couponCode: 'OTONO' })).toBe(a);
    expect(requestFingerprint({ itemId: 'course-1', couponCode: 'INVIERNO' })).not.toBe(a);
    expect(requestFingerprint({ itemId: 'course-1', couponCode: undefined })).toBe(requestFingerprint({ itemId: 'course-1' }));
    expect(requestFingerprint({ itemId: 'course-1', couponCode: null })).not.toBe(requestFingerprint({ itemId: 'course-1' }));
  });

  it('leaves out the key field it is told', () => {
    expect(requestFingerprint({ requestId: 'r-1', topic: 'payment' }, 'requestId')).toBe(
      requestFingerprint({ topic: 'payment' }, 'requestId'),
    );
  });
});
