// Saves where the buyer is in a topic's video, so the player resumes there next time. Each save
// says why (a playback tick, a pause, a seek, leaving, the end): the server throttles only ticks,
// so the last move always lands. Saves carry the player's session and a rising sequence, so the
// server refuses one that arrives after a newer one (a tick sent before a seek). Leaving the page
// sends with keepalive. A lost save only costs those seconds, so failures are not shown. The
// cached content follows, so coming back to the topic resumes here. The server counts the seconds
// watched from these saves (issue 42): once an answer says 90 % was watched and the cached progress
// does not have the lesson yet, the progress is read again and `onWatched` says so (once).
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef } from 'react';
import { graphql } from '../../../generated';
import type { VideoPositionReason } from '../../../generated/graphql';
import { mutate, requestOnLeave } from '../../../lib/api-client';
import { lessonsKeys, type ViewerKey } from './keys';
import type { CourseProgressData } from './course-progress';
import type { TopicContentData } from './topic-content';

const SaveVideoPositionDocument = graphql(`
  mutation SaveVideoPosition(
    $itemId: ID!
    $topicId: ID!
    $seconds: Int!
    $reason: VideoPositionReason
    $playerSession: ID
    $sequence: Int
  ) {
    saveVideoPosition(
      itemId: $itemId
      topicId: $topicId
      seconds: $seconds
      reason: $reason
      playerSession: $playerSession
      sequence: $sequence
    ) {
      itemId
      topicId
      seconds
      updatedAt
      watched
    }
  }
`);

export type SavePosition = (seconds: number, reason: VideoPositionReason) => void;

/** A player session id: random per mounted player (never a secret; it only orders one player's saves). */
const newPlayerSession = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;

export function useSaveVideoPosition(viewer: ViewerKey, courseId: string, topicId: string, onWatched?: () => void): SavePosition {
  const queryClient = useQueryClient();
  const playerSession = useMemo(newPlayerSession, [courseId, topicId]);
  const sequence = useRef(0);
  const watchedRef = useRef(onWatched);
  watchedRef.current = onWatched;
  const answered = useCallback(
    (watched: boolean) => {
      if (!watched) return;
      const progressKey = lessonsKeys.progress(viewer, courseId);
      const progress = queryClient.getQueryData<CourseProgressData | null>(progressKey);
      if (!progress || progress.completedTopicIds.includes(topicId)) return;
      queryClient.setQueryData<CourseProgressData | null>(progressKey, (current) =>
        current ? { ...current, completedTopicIds: [...current.completedTopicIds, topicId], lastTopicId: topicId } : current,
      );
      void queryClient.invalidateQueries({ queryKey: progressKey });
      watchedRef.current?.();
    },
    [queryClient, viewer, courseId, topicId],
  );
  return useCallback(
    (seconds: number, reason: VideoPositionReason) => {
      const whole = Math.max(0, Math.floor(seconds));
      sequence.current += 1;
      queryClient.setQueryData<TopicContentData>(lessonsKeys.content(viewer, courseId, topicId), (current) =>
        current ? { ...current, resumeAtSeconds: whole } : current,
      );
      const variables = { itemId: courseId, topicId, seconds: whole, reason, playerSession, sequence: sequence.current };
      if (reason === 'LEAVE') requestOnLeave(SaveVideoPositionDocument, variables);
      else
        mutate(SaveVideoPositionDocument, variables, 'userPool')
          .then((answer) => answered(Boolean(answer.saveVideoPosition?.watched)))
          .catch(() => undefined);
    },
    [queryClient, viewer, courseId, topicId, playerSession, answered],
  );
}
