// Saves where the buyer is in a topic's video, so the player resumes there next time. The server
// writes at most once every few seconds per topic; a lost save only costs those seconds, so
// failures are not shown. The cached content follows, so coming back to the topic resumes here.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { graphql } from '../../../generated';
import { request } from '../../../lib/api-client';
import { lessonsKeys, type ViewerKey } from './keys';
import type { TopicContentData } from './topic-content';

const SaveVideoPositionDocument = graphql(`
  mutation SaveVideoPosition($itemId: ID!, $topicId: ID!, $seconds: Int!) {
    saveVideoPosition(itemId: $itemId, topicId: $topicId, seconds: $seconds) {
      itemId
      topicId
      seconds
      updatedAt
    }
  }
`);

export function useSaveVideoPosition(viewer: ViewerKey, courseId: string, topicId: string): (seconds: number) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (seconds: number) => {
      const whole = Math.max(0, Math.floor(seconds));
      queryClient.setQueryData<TopicContentData>(lessonsKeys.content(viewer, courseId, topicId), (current) =>
        current ? { ...current, resumeAtSeconds: whole } : current,
      );
      request(SaveVideoPositionDocument, { itemId: courseId, topicId, seconds: whole }, 'userPool').catch(() => undefined);
    },
    [queryClient, viewer, courseId, topicId],
  );
}
