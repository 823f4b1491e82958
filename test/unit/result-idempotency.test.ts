// The idempotency decision for results logged offline: the same request (whatever its property
// order) replays the result as it is now (edited → the edit, deleted → AlreadyDeleted); the same
// key with other values is a Conflict; keys are UUIDs.
import { describe, expect, it } from 'vitest';
import { requestFingerprint } from '../../functions/domain/idempotency';
import { idempotencyKeySchema, replayOf } from '../../functions/domain/result-idempotency';

const stored = { id: 'r-1', rpe: 8 };

describe('result idempotency', () => {
  it('fingerprints the same values alike whatever their order, without the key', () => {
    const a = requestFingerprint({ planningId: 'p', rpe: 8, sets: [{ kg: 72.5, reps: 3 }], idempotencyKey: 'x' });
    const b = requestFingerprint({ sets: [{ reps: 3, kg: 72.5 }], rpe: 8, planningId: 'p', idempotencyKey: 'y' });
    expect(a).toBe(b);
    expect(requestFingerprint({ planningId: 'p', rpe: 9 })).not.toBe(requestFingerprint({ planningId: 'p', rpe: 8 }));
    // Set order is part of the request: the third set is not the first.
    expect(requestFingerprint({ sets: [1, 2] })).not.toBe(requestFingerprint({ sets: [2, 1] }));
  });

  it('replays the result as it is now for the same request: the edit when it was edited since', () => {
    const fingerprint = requestFingerprint({ rpe: 8 });
    expect(replayOf({ fingerprint, result: stored }, fingerprint, stored)).toBe(stored);
    const edited = { id: 'r-1', rpe: 6 };
    expect(replayOf({ fingerprint, result: stored }, fingerprint, edited)).toBe(edited);
  });

  it('answers AlreadyDeleted ("ya borrado") when the result the key wrote was deleted since', () => {
    const fingerprint = requestFingerprint({ rpe: 8 });
    expect(() => replayOf({ fingerprint, result: stored }, fingerprint, null)).toThrow(
      expect.objectContaining({ code: 'AlreadyDeleted', message: expect.stringContaining('ya borrado') }),
    );
  });

  it('refuses the key with other values as a Conflict', () => {
    expect(() => replayOf({ fingerprint: requestFingerprint({ rpe: 8 }), result: stored }, requestFingerprint({ rpe: 9 }), stored)).toThrow(
      expect.objectContaining({ code: 'Conflict' }),
    );
  });

  it('takes a UUID as the key and refuses anything else in Spanish', () => {
    expect(idempotencyKeySchema.safeParse({ idempotencyKey: '0b6f3c1e-2f4d-4a8b-9c3e-5d7f1a2b3c4d' }).success).toBe(true);
    const bad = idempotencyKeySchema.safeParse({ idempotencyKey: '12345' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toContain('La clave del resultado no es válida');
  });
});
