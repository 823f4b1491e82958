// Admin content management: a signed upload address for a topic's video or its captions (the file
// goes from the browser straight to the content bucket), and saving the topic's text, video and
// captions.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../generated';
import { mutate } from '../../../lib/api-client';
import { putToSignedUrl } from '../../../lib/signed-upload';
import { CAPTIONS_CONTENT_TYPE as CAPTIONS_TYPE } from '../../../../../functions/domain/video-content';
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

const CreateTopicCaptionsUploadDocument = graphql(`
  mutation CreateTopicCaptionsUpload($itemId: ID!, $topicId: ID!, $sizeBytes: Int!) {
    createTopicCaptionsUpload(itemId: $itemId, topicId: $topicId, sizeBytes: $sizeBytes) {
      uploadUrl
      captionsKey
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
      captionsUrl
    }
  }
`);

export interface TopicContentChanges {
  text: string;
  /** A new video to upload, or 'remove' to take the video away; undefined keeps the current one. */
  video?: File | 'remove';
  /** A WebVTT file to upload (checked before), or 'remove'; undefined keeps the current captions. */
  captions?: File | 'remove';
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

async function uploadCaptions(courseId: string, topicId: string, file: File): Promise<string> {
  const { createTopicCaptionsUpload } = await mutate(
    CreateTopicCaptionsUploadDocument,
    { itemId: courseId, topicId, sizeBytes: file.size },
    'userPool',
  );
  // The address was signed for text/vtt and this exact size: the same bytes, sent as text/vtt
  // whatever type the browser guessed from the file's name.
  await putToSignedUrl(createTopicCaptionsUpload.uploadUrl, new File([file], file.name, { type: CAPTIONS_TYPE }), 'los subtítulos');
  return createTopicCaptionsUpload.captionsKey;
}

export function useSaveTopicContent(courseId: string, topicId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ text, video, captions }: TopicContentChanges) => {
      const videoKey = video instanceof File ? await uploadVideo(courseId, topicId, video) : video === 'remove' ? null : undefined;
      const captionsKey =
        captions instanceof File ? await uploadCaptions(courseId, topicId, captions) : captions === 'remove' ? null : undefined;
      const input = {
        itemId: courseId,
        topicId,
        text,
        ...(videoKey !== undefined ? { videoKey } : {}),
        ...(captionsKey !== undefined ? { captionsKey } : {}),
      };
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
