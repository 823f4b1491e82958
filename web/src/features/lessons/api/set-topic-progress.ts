// Marks a topic complete (or not) and refreshes the course's progress.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../generated';
import { mutate } from '../../../lib/api-client';
import type { CourseProgressData } from './course-progress';
import { lessonsKeys, type ViewerKey } from './keys';

const SetTopicProgressDocument = graphql(`
  mutation SetTopicProgress($itemId: ID!, $topicId: ID!, $completed: Boolean!) {
    setTopicProgress(itemId: $itemId, topicId: $topicId, completed: $completed) {
      itemId
      topicId
      completed
      updatedAt
    }
  }
`);

export function useSetTopicProgress(viewer: ViewerKey, courseId: string) {
  const queryClient = useQueryClient();
  const key = lessonsKeys.progress(viewer, courseId);
  return useMutation({
    mutationFn: async ({ topicId, completed }: { topicId: string; completed: boolean }) =>
      (await mutate(SetTopicProgressDocument, { itemId: courseId, topicId, completed }, 'userPool')).setTopicProgress,
    // The tick shows at once; the server's answer (refetched below) has the last word.
    onMutate: async ({ topicId, completed }) => {
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData<CourseProgressData | null>(key, (current) => {
        if (!current) return current;
        const ids = new Set(current.completedTopicIds);
        if (completed) ids.add(topicId);
        else ids.delete(topicId);
        return { ...current, completedTopicIds: [...ids], lastTopicId: topicId };
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
