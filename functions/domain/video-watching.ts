// Completion that means watching (issue 42, item 8): a video lesson counts as done once 90 % of
// its seconds were watched, tracked on the server from the player's position reports. A report
// credits the seconds between the player's previous report and this one only when both belong to
// the same player session (a SEEK or a START credits nothing: it only says where playback now is),
// and the whole advance fits the wall time between them at the fastest speed the player offers (2×)
// plus a little slack; otherwise nothing of it is credited, so a position sent straight to the end,
// or a seek forward the player did not report, is not a lesson watched. The slack is at most a
// quarter of the wall time, so reports sent in a burst (the reasons that are not throttled) cannot
// add it up: whatever the reports, credit grows at most 2.25 seconds per second of wall time.
// Credit is a set of whole seconds of the video, [0, its measured length): a replayed or concurrent
// report adds seconds already there, and the set never holds more than the video's length.
// Pure; the clock is the caller's.
import type { VideoPositionReason } from './course-progress';

const WATCHED_SHARE = 0.9;
/** The player's fastest speed (web/src/features/lessons/hooks/use-playback-rate.ts). */
const MAX_PLAYBACK_RATE = 2;
/** Timer and network jitter between two reports… */
const SLACK_SECONDS = 2;
/** …but never more than this share of the wall time between them. */
const SLACK_SHARE = 0.25;

/** The player's previous report of this topic, as stored. */
export interface PreviousReport {
  seconds: number;
  at: Date;
  playerSession: string;
}

export interface WatchReport {
  seconds: number;
  reason: VideoPositionReason;
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
  if (wallSeconds <= 0) return [];
  if (end - start > wallSeconds * MAX_PLAYBACK_RATE + Math.min(SLACK_SECONDS, wallSeconds * SLACK_SHARE)) return [];
  return Array.from({ length: end - start }, (_, index) => start + index);
}

/** Whether this many watched seconds make the lesson done. */
export const watchedEnough = (watchedSeconds: number, durationSeconds: number): boolean =>
  durationSeconds > 0 && watchedSeconds >= Math.ceil(durationSeconds * WATCHED_SHARE);

/**
 * How long a topic's video lasts, as the processing of the video it points at measured it; null
 * when not known (a progressive video, a ladder found rather than reported, or one made from a
 * video since replaced): such a lesson is marked by hand.
 */
export function measuredVideoSeconds(topic: {
  videoKey?: string | null | undefined;
  stream?: { sourceKey: string; durationSeconds: number | null } | null | undefined;
}): number | null {
  const { videoKey, stream } = topic;
  return videoKey && stream && stream.sourceKey === videoKey && stream.durationSeconds ? stream.durationSeconds : null;
}
