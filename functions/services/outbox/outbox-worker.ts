// The outbox worker: carries out the effects the outbox owes (data/outbox.ts), each by the handler
// of its kind. Two callers, one rule:
// - `deliver`, right after the write that owed them committed (the webhook, the sweep, the admin's
//   refund): the buyer's e-mail leaves at once, as before the outbox;
// - `run`, on a schedule (AWS: EventBridge Scheduler every minute; locally a timer of the local
//   stack calling the same handler): whatever is still due — the process died between the commit
//   and the send, or the send failed.
// Each attempt takes the entry first (conditional on its attempts and on being due; it is due
// again when the lease ends, should this process die), then carries it out, then marks it done.
// A failure is retried after a doubling wait (first `retryFirstSeconds`, at most 6 hours); after
// `maxAttempts` the entry is given up onto the dead-letter list and counted (an alarm).
// A handler must be safe to run again for the same entry: it runs once per taken attempt, and a
// process that dies after the handler and before "done" makes the next attempt run it again.
import type { Effect, EffectKind, OwedEffect } from '../../domain/effects';
import type { OutboxEntry, OutboxRepository } from '../../data/outbox';
import { MalformedRecordError } from '../../data/records';

/** How each kind of effect is carried out (throws when it could not be: tried again later). */
export type EffectHandlers = { [K in EffectKind]: (effect: Extract<Effect, { kind: K }>) => Promise<void> };

export interface OutboxWorkerDependencies {
  outbox: Omit<OutboxRepository, 'owe'>;
  handlers: EffectHandlers;
  now: () => Date;
  /** How long a taken entry is held before another worker may take it (the in-progress state's expiry). */
  leaseSeconds: number;
  retryFirstSeconds: number;
  maxAttempts: number;
  logInfo: (message: string, detail: unknown) => void;
  logError: (message: string, detail: unknown) => void;
  /** Counted for the alarm: an effect carried out, and one given up (or unreadable). */
  count?: (what: 'done' | 'failed') => void;
}

export interface OutboxRunReport {
  done: number;
  retrying: number;
  failed: number;
}

/** Entries read per query of the due list; a run goes on while full pages come back. */
const PAGE = 25;
const MAX_RETRY_SECONDS = 6 * 3600;

type Outcome = 'done' | 'retrying' | 'failed' | 'skipped';

export function createOutboxWorker(deps: OutboxWorkerDependencies) {
  const { outbox, now } = deps;
  const later = (seconds: number) => new Date(now().getTime() + seconds * 1000).toISOString();

  function handle(effect: Effect): Promise<void> {
    // The handlers map is keyed by kind: the cast only restates that pairing for TypeScript.
    const handler = deps.handlers[effect.kind] as (effect: Effect) => Promise<void>;
    return handler(effect);
  }

  /** One attempt at an entry read as `entry`: take it, carry it out, record how it went. */
  async function attempt(entry: Pick<OutboxEntry, 'id' | 'effect' | 'attempts'>): Promise<Outcome> {
    const taken = entry.attempts + 1;
    if (!(await outbox.take(entry, now().toISOString(), later(deps.leaseSeconds)))) return 'skipped';
    try {
      await handle(entry.effect);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (taken >= deps.maxAttempts) {
        await outbox.giveUp(entry.id, taken, now().toISOString(), message);
        deps.logError('effect given up after its last attempt (outbox dead letters)', {
          effectId: entry.id,
          kind: entry.effect.kind,
          attempts: taken,
          error: message,
        });
        deps.count?.('failed');
        return 'failed';
      }
      const wait = Math.min(deps.retryFirstSeconds * 2 ** (taken - 1), MAX_RETRY_SECONDS);
      await outbox.retryAt(entry.id, taken, later(wait), message);
      deps.logError('effect failed; tried again later', { effectId: entry.id, kind: entry.effect.kind, attempts: taken, error: message });
      return 'retrying';
    }
    await outbox.done(entry.id, taken, now());
    deps.logInfo('effect carried out', { effectId: entry.id, kind: entry.effect.kind, attempts: taken });
    deps.count?.('done');
    return 'done';
  }

  return {
    /**
     * Carries out effects just written with a committed write (first attempt). Never throws: what
     * could not be done now stays on the outbox for the scheduled run.
     */
    async deliver(owed: readonly OwedEffect[]): Promise<void> {
      for (const { id, effect } of owed) {
        try {
          await attempt({ id, effect, attempts: 0 });
        } catch (error) {
          deps.logError('effect left for the outbox run', { effectId: id, kind: effect.kind, error: String(error) });
        }
      }
    },

    /** Carries out every entry due now, earliest first. */
    async run(): Promise<OutboxRunReport> {
      const report: OutboxRunReport = { done: 0, retrying: 0, failed: 0 };
      // Entries this run already saw (a failed one is due again later, never within the run).
      const seen = new Set<string>();
      for (;;) {
        const due = await outbox.listDue(now().toISOString(), PAGE);
        let fresh = 0;
        for (const entry of due) {
          if (entry instanceof MalformedRecordError) {
            if (seen.has(entry.key.PK)) continue;
            seen.add(entry.key.PK);
            fresh += 1;
            deps.logError('outbox entry cannot be read; left on the outbox', { key: entry.key, error: entry.message });
            deps.count?.('failed');
            report.failed += 1;
            continue;
          }
          if (seen.has(entry.id)) continue;
          seen.add(entry.id);
          fresh += 1;
          const outcome = await attempt(entry);
          if (outcome !== 'skipped') report[outcome] += 1;
        }
        if (due.length < PAGE || fresh === 0) return report;
      }
    },
  };
}

export type OutboxWorker = ReturnType<typeof createOutboxWorker>;
