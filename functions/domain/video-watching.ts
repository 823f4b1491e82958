// Completion that means watching (issue 42, item 8): a video lesson counts as done once 90 % of
// its seconds were watched, tracked on the server from the player's position reports. A report
// credits the seconds between the player's previous report and this one only when both belong to
// the same player session, the earlier one was not a seek's landing place left behind by a jump
// (a SEEK or a START credits nothing: it only says where playback now is), and the advance fits the
// wall time between them at the fastest speed the player offers (2×) plus a little slack, so a
// position sent straight to the end is not a lesson watched. Pure; the clock is the caller's.

const WATCHED_SHARE = 0.9;
/** The player's fastest speed (web/src/features/lessons/hooks/use-playback-rate.ts). */
const MAX_PLAYBACK_RATE = 2;
/** Timer and network jitter between two reports. */
const SLACK_SECONDS = 2;

export type WatchReason = 'START' | 'PLAYING' | 'PAUSE' | 'SEEK' | 'LEAVE' | 'ENDED';

/** The player's previous report of this topic, as stored. */
export interface PreviousReport {
  seconds: number;
  at: Date;
  playerSession: string;
}

export interface WatchReport {
  seconds: number;
  reason: WatchReason;
  playerSession: string;
  at: Date;
}

/**
 * The whole seconds of the video this report shows were watched (second n = [n, n + 1)); empty
 * when it credits nothing. An ENDED report (the player sends 0, to start over next time) reached
 * the video's end.
 */
export function creditedSeconds(previous: PreviousReport | null, report: WatchReport, durationSeconds: number): number[] {
  if (!previous || previous.playerSession !== report.playerSession) return [];
  if (report.reason === 'START' || report.reason === 'SEEK') return [];
  const end = Math.min(report.reason === 'ENDED' ? durationSeconds : report.seconds, Math.ceil(durationSeconds));
  const start = Math.max(0, previous.seconds);
  if (end <= start) return [];
  const wallSeconds = (report.at.getTime() - previous.at.getTime()) / 1000;
  if (end - start > wallSeconds * MAX_PLAYBACK_RATE + SLACK_SECONDS) return [];
  return Array.from({ length: end - start }, (_, index) => start + index);
}

/** Whether this many watched seconds make the lesson done. */
export const watchedEnough = (watchedSeconds: number, durationSeconds: number): boolean =>
  durationSeconds > 0 && watchedSeconds >= Math.ceil(durationSeconds * WATCHED_SHARE);
