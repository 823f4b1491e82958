// The course's final evaluation for its owner: the quiz's questions (shuffled by the server, never
// with their answers) or the video submission's rules, and where the buyer stands. Null when the
// course has none. Taking the quiz and sending videos refresh it.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../generated';
import type { QuizAnswerInput } from '../../../generated/graphql';
import { mutate, request } from '../../../lib/api-client';
import { signedUploadHeaders } from '../../../lib/signed-upload';
import { lessonsKeys, type ViewerKey } from './keys';

const CourseEvaluationDocument = graphql(`
  query CourseEvaluation($itemId: ID!) {
    getCourseEvaluation(itemId: $itemId) {
      itemId
      kind
      title
      instructions
      passPercent
      maxAttempts
      maxVideos
      maxVideoBytes
      videoContentTypes
      questions {
        id
        text
        multiple
        options {
          id
          text
        }
      }
      status {
        passed
        attemptsUsed
        attemptsLeft
        lastScorePercent
        lastResults {
          questionId
          correct
        }
        submission {
          status
          videoCount
          submittedAt
          reviewComment
          reviewedAt
        }
      }
    }
  }
`);

const SubmitQuizAttemptDocument = graphql(`
  mutation SubmitQuizAttempt($itemId: ID!, $answers: [QuizAnswerInput!]!) {
    submitQuizAttempt(itemId: $itemId, answers: $answers) {
      itemId
      passed
      scorePercent
      correctCount
      questionCount
      attemptsUsed
      attemptsLeft
      results {
        questionId
        correct
      }
    }
  }
`);

const CreateEvaluationVideoUploadDocument = graphql(`
  mutation CreateEvaluationVideoUpload($itemId: ID!, $contentType: String!, $sizeBytes: Int!) {
    createEvaluationVideoUpload(itemId: $itemId, contentType: $contentType, sizeBytes: $sizeBytes) {
      uploadUrl
      videoKey
      contentType
      expiresAt
    }
  }
`);

const SubmitEvaluationVideosDocument = graphql(`
  mutation SubmitEvaluationVideos($itemId: ID!, $videoKeys: [String!]!) {
    submitEvaluationVideos(itemId: $itemId, videoKeys: $videoKeys) {
      passed
    }
  }
`);

export type CourseEvaluationData = NonNullable<Awaited<ReturnType<typeof fetchEvaluation>>>;

const fetchEvaluation = async (courseId: string) =>
  (await request(CourseEvaluationDocument, { itemId: courseId }, 'userPool')).getCourseEvaluation;

export function useCourseEvaluation(viewer: ViewerKey | null, courseId: string) {
  return useQuery({
    queryKey: lessonsKeys.evaluation(viewer ?? 'visitor', courseId),
    queryFn: () => fetchEvaluation(courseId),
    enabled: viewer !== null,
    // The questions come in a new order each time: do not reshuffle under the buyer's eyes.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

export function useSubmitQuizAttempt(viewer: ViewerKey, courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (answers: QuizAnswerInput[]) =>
      (await mutate(SubmitQuizAttemptDocument, { itemId: courseId, answers }, 'userPool')).submitQuizAttempt,
    onSuccess: (result) =>
      queryClient.setQueryData<CourseEvaluationData | null>(lessonsKeys.evaluation(viewer, courseId), (current) =>
        current
          ? {
              ...current,
              status: {
                ...current.status,
                passed: result.passed,
                attemptsUsed: result.attemptsUsed,
                attemptsLeft: result.attemptsLeft ?? null,
                lastScorePercent: result.scorePercent,
                lastResults: result.results,
              },
            }
          : current,
      ),
  });
}

/** Uploads each file through its own presigned address, then sends them all for review. */
export function useSubmitEvaluationVideos(viewer: ViewerKey, courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (files: File[]) => {
      const keys: string[] = [];
      for (const file of files) {
        const { createEvaluationVideoUpload: upload } = await mutate(
          CreateEvaluationVideoUploadDocument,
          { itemId: courseId, contentType: file.type, sizeBytes: file.size },
          'userPool',
        );
        const response = await fetch(upload.uploadUrl, { method: 'PUT', headers: signedUploadHeaders(upload.contentType), body: file });
        if (!response.ok) throw new Error(`No pudimos subir «${file.name}». Probá de nuevo.`);
        keys.push(upload.videoKey);
      }
      await mutate(SubmitEvaluationVideosDocument, { itemId: courseId, videoKeys: keys }, 'userPool');
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: lessonsKeys.evaluation(viewer, courseId) }),
  });
}
