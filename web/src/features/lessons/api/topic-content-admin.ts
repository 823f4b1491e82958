// Admin content management: a signed upload address for a topic's video (the file goes from the
// browser straight to the content bucket), and saving the topic's text and video.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../generated';
import { mutate } from '../../../lib/api-client';
import { putToSignedUrl } from '../../../lib/signed-upload';
import { lessonsKeys } from './keys';

const CreateTopicVideoUploadDocument = graphql(`
  mutation CreateTopicVideoUpload($itemId: ID!, $topicId: ID!, $contentType: String!) {
    createTopicVideoUpload(itemId: $itemId, topicId: $topicId, contentType: $contentType) {
      uploadUrl
      videoKey
      expiresAt
    }
  }
`);

const UpdateTopicContentDocument = graphql(`
  mutation UpdateTopicContent($input: UpdateTopicContentInput!) {
    updateTopicContent(input: $input) {
      itemId
      topicId
      text
      videoUrl
      videoExpiresAt
    }
  }
`);

export interface TopicContentChanges {
  text: string;
  /** A new video to upload, or 'remove' to take the video away; undefined keeps the current one. */
  video?: File | 'remove';
}

async function uploadVideo(courseId: string, topicId: string, file: File): Promise<string> {
  const { createTopicVideoUpload } = await mutate(
    CreateTopicVideoUploadDocument,
    { itemId: courseId, topicId, contentType: file.type },
    'userPool',
  );
  await putToSignedUrl(createTopicVideoUpload.uploadUrl, file);
  return createTopicVideoUpload.videoKey;
}

export function useSaveTopicContent(courseId: string, topicId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ text, video }: TopicContentChanges) => {
      const videoKey = video instanceof File ? await uploadVideo(courseId, topicId, video) : video === 'remove' ? null : undefined;
      const input = { itemId: courseId, topicId, text, ...(videoKey !== undefined ? { videoKey } : {}) };
      return (await mutate(UpdateTopicContentDocument, { input }, 'userPool')).updateTopicContent;
    },
    onSuccess: () =>
      queryClient.invalidateQueries({
        predicate: (query) => {
          const [feature, kind, , course, topic] = query.queryKey;
          return feature === lessonsKeys.all[0] && kind === 'content' && course === courseId && topic === topicId;
        },
      }),
  });
}
