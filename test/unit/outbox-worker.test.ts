// The outbox worker over an outbox kept in memory with the repository's conditions (take: pending,
// the attempts read, due; done / retry / give up: pending at the attempts taken), and the outbox
// entry's check on read.
// - deliver carries an effect out at once and marks it done; a second deliver of it does nothing.
// - A failing handler: due again after 1, 2, 4 … × the first wait; after the last attempt the
//   entry is given up onto the dead letters and counted (the alarm's metric).
// - An entry taken by a worker that died is not taken again before its lease ends, then is.
// - A malformed stored entry is refused with its key named, logged and counted, never carried out.
import { describe, expect, it } from 'vitest';
import type { Effect, OwedEffect } from '../../functions/domain/effects';
import { outboxEntryOfRecord, type OutboxEntry, type OutboxRepository } from '../../functions/data/outbox';
import { MalformedRecordError } from '../../functions/data/records';
import { createOutboxWorker, type EffectHandlers } from '../../functions/services/outbox/outbox-worker';

const order = {
  id: 'order-1',
  code: 'IMP-7K3Q-2M',
  item: { id: 'course-1', type: 'COURSE' as const, name: 'Vertical' },
  amount: 15000,
  currency: 'ARS',
  createdAt: '2026-12-02T12:00:00.000Z',
  buyer: { firstName: 'Ana', lastName: 'Gómez', email: 'ana@example.com' },
};
const approvedMail: OwedEffect = { id: 'ORDER#order-1#v2#purchase-approved-mail', effect: { kind: 'purchase-approved-mail', order } };

function memoryOutbox(clock: { now: Date }) {
  const entries = new Map<string, OutboxEntry>();
  const malformed: MalformedRecordError[] = [];
  const pendingAt = (id: string, attempts: number) => {
    const entry = entries.get(id);
    return entry && entry.status === 'PENDING' && entry.attempts === attempts ? entry : null;
  };
  const repository: Omit<OutboxRepository, 'owe'> = {
    async get(id) {
      return entries.get(id) ?? null;
    },
    async listDue(now) {
      const due = [...entries.values()].filter((entry) => entry.status === 'PENDING' && entry.dueAt <= now);
      return [...malformed, ...due.sort((a, b) => (a.dueAt < b.dueAt ? -1 : 1))];
    },
    async take(entry, now, leaseUntil) {
      const stored = pendingAt(entry.id, entry.attempts);
      if (!stored || stored.dueAt > now) return false;
      entries.set(entry.id, { ...stored, attempts: stored.attempts + 1, dueAt: leaseUntil });
      return true;
    },
    async done(id, attempts) {
      const stored = pendingAt(id, attempts);
      if (stored) entries.set(id, { ...stored, status: 'DONE' });
      return Boolean(stored);
    },
    async retryAt(id, attempts, dueAt, error) {
      const stored = pendingAt(id, attempts);
      if (stored) entries.set(id, { ...stored, dueAt, lastError: error });
      return Boolean(stored);
    },
    async giveUp(id, attempts, _at, error) {
      const stored = pendingAt(id, attempts);
      if (stored) entries.set(id, { ...stored, status: 'FAILED', lastError: error });
      return Boolean(stored);
    },
  };
  const owe = (owed: OwedEffect) =>
    entries.set(owed.id, {
      id: owed.id,
      effect: owed.effect,
      status: 'PENDING',
      attempts: 0,
      dueAt: clock.now.toISOString(),
      createdAt: clock.now.toISOString(),
      lastError: null,
    });
  return { repository, entries, malformed, owe };
}

function workerOver(options: { fails?: () => boolean } = {}) {
  const clock = { now: new Date('2026-12-02T12:00:00.000Z') };
  const outbox = memoryOutbox(clock);
  const sent: Effect[] = [];
  const counted: string[] = [];
  const errors: string[] = [];
  const send = async (effect: Effect) => {
    if (options.fails?.()) throw new Error('mail queue unreachable');
    sent.push(effect);
  };
  const handlers: EffectHandlers = {
    'purchase-approved-mail': send,
    'purchase-refunded-mail': send,
    'purchase-pending-cash-mail': send,
    'purchase-partially-refunded-mail': send,
    'payment-returned-mail': send,
    'subscription-cancelled-mail': send,
    'subscription-charge-failed-mail': send,
    'subscription-charge-recovered-mail': send,
    'subscription-charge-refunded-mail': send,
    'subscription-regret-mail': send,
    'subscription-ended-mail': send,
    'comment-digest-mail': send,
    'subscription-price-fanout': send,
    'subscription-price-notice-mail': send,
    'subscription-price-update': send,
  };
  const worker = createOutboxWorker({
    outbox: outbox.repository,
    handlers,
    now: () => clock.now,
    leaseSeconds: 120,
    retryFirstSeconds: 30,
    maxAttempts: 3,
    logInfo: () => undefined,
    logError: (message) => void errors.push(message),
    count: (what) => void counted.push(what),
  });
  const advance = (seconds: number) => {
    clock.now = new Date(clock.now.getTime() + seconds * 1000);
  };
  return { worker, outbox, sent, counted, errors, advance, clock };
}

describe('the outbox worker', () => {
  it('delivers an effect right after its write, once: a second delivery or a run sends nothing more', async () => {
    const { worker, outbox, sent, counted } = workerOver();
    outbox.owe(approvedMail);
    await worker.deliver([approvedMail]);
    await worker.deliver([approvedMail]);
    expect(await worker.run()).toEqual({ done: 0, retrying: 0, failed: 0 });
    expect(sent).toEqual([approvedMail.effect]);
    expect(outbox.entries.get(approvedMail.id)).toMatchObject({ status: 'DONE', attempts: 1 });
    expect(counted).toEqual(['done']);
  });

  it('retries a failing effect after doubling waits, then gives it up onto the dead letters and counts it', async () => {
    const { worker, outbox, sent, counted, advance } = workerOver({ fails: () => true });
    outbox.owe(approvedMail);
    await worker.deliver([approvedMail]);
    expect(outbox.entries.get(approvedMail.id)).toMatchObject({
      status: 'PENDING',
      attempts: 1,
      dueAt: '2026-12-02T12:00:30.000Z',
      lastError: 'mail queue unreachable',
    });
    // Not due yet: the run leaves it.
    expect(await worker.run()).toEqual({ done: 0, retrying: 0, failed: 0 });
    advance(30);
    expect(await worker.run()).toEqual({ done: 0, retrying: 1, failed: 0 });
    // The second wait is twice the first.
    expect(outbox.entries.get(approvedMail.id)).toMatchObject({ attempts: 2, dueAt: '2026-12-02T12:01:30.000Z' });
    advance(60);
    expect(await worker.run()).toEqual({ done: 0, retrying: 0, failed: 1 });
    expect(outbox.entries.get(approvedMail.id)).toMatchObject({ status: 'FAILED', attempts: 3 });
    expect(sent).toEqual([]);
    expect(counted).toEqual(['failed']);
  });

  it('a failure that clears: the run after the wait sends it once', async () => {
    let failing = true;
    const { worker, outbox, sent, advance } = workerOver({ fails: () => failing });
    outbox.owe(approvedMail);
    await worker.deliver([approvedMail]);
    failing = false;
    advance(30);
    expect(await worker.run()).toEqual({ done: 1, retrying: 0, failed: 0 });
    expect(await worker.run()).toEqual({ done: 0, retrying: 0, failed: 0 });
    expect(sent).toHaveLength(1);
  });

  it('an entry taken by a worker that died is due again only when its lease ends', async () => {
    const { worker, outbox, sent, advance, clock } = workerOver();
    outbox.owe(approvedMail);
    // The dead worker's take: attempts 1, due at the lease's end.
    expect(await outbox.repository.take({ id: approvedMail.id, attempts: 0 }, clock.now.toISOString(), '2026-12-02T12:02:00.000Z')).toBe(
      true,
    );
    expect(await worker.run()).toEqual({ done: 0, retrying: 0, failed: 0 });
    advance(119);
    expect(await worker.run()).toEqual({ done: 0, retrying: 0, failed: 0 });
    advance(1);
    expect(await worker.run()).toEqual({ done: 1, retrying: 0, failed: 0 });
    expect(sent).toHaveLength(1);
    expect(outbox.entries.get(approvedMail.id)).toMatchObject({ status: 'DONE', attempts: 2 });
  });

  it('a malformed entry on the due list is logged with its key and counted, never carried out', async () => {
    const { worker, outbox, sent, counted, errors } = workerOver();
    outbox.malformed.push(
      MalformedRecordError.of({ PK: 'EFFECT#x', SK: 'EFFECT' }, 'outbox entry', [{ path: ['effect', 'kind'], message: 'Invalid input' }]),
    );
    expect(await worker.run()).toEqual({ done: 0, retrying: 0, failed: 1 });
    expect(sent).toEqual([]);
    expect(counted).toEqual(['failed']);
    expect(errors).toEqual(['outbox entry cannot be read; left on the outbox']);
  });
});

describe('an outbox entry read from the table', () => {
  const record = {
    PK: `EFFECT#${approvedMail.id}`,
    SK: 'EFFECT',
    entity: 'Effect',
    id: approvedMail.id,
    kind: 'purchase-approved-mail',
    effect: approvedMail.effect,
    status: 'PENDING',
    attempts: 0,
    dueAt: '2026-12-02T12:00:00.000Z',
    createdAt: '2026-12-02T12:00:00.000Z',
  };

  it('is the entry it stores', () => {
    expect(outboxEntryOfRecord(record)).toEqual({
      id: approvedMail.id,
      effect: approvedMail.effect,
      status: 'PENDING',
      attempts: 0,
      dueAt: '2026-12-02T12:00:00.000Z',
      createdAt: '2026-12-02T12:00:00.000Z',
      lastError: null,
    });
  });

  it('is refused with its key named when malformed (an unknown kind, a buyer without e-mail)', () => {
    const unknownKind = { ...record, effect: { ...approvedMail.effect, kind: 'fax' } };
    expect(() => outboxEntryOfRecord(unknownKind)).toThrow(MalformedRecordError);
    expect(() => outboxEntryOfRecord(unknownKind)).toThrow(`malformed outbox entry record EFFECT#${approvedMail.id} / EFFECT`);
    const noEmail = {
      ...record,
      effect: { kind: 'purchase-approved-mail', order: { ...order, buyer: { firstName: 'Ana', lastName: 'G' } } },
    };
    expect(() => outboxEntryOfRecord(noEmail)).toThrow(/effect\.order\.buyer\.email/);
  });
});
