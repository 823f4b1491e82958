// The coach's side of course evaluations: the video submissions by status, the review (approve, or
// ask for another attempt with a comment — the buyer is e-mailed either way), and authoring a
// course's evaluation (with its answer key, which only admins ever read).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../generated';
import type { CourseEvaluationInput, ReviewSubmissionInput, SubmissionStatus } from '../../../generated/graphql';
import { mutate, request } from '../../../lib/api-client';
import { adminKeys } from './keys';

const SubmissionsDocument = graphql(`
  query EvaluationSubmissions($status: SubmissionStatus!) {
    listEvaluationSubmissions(status: $status) {
      itemId
      courseName
      userId
      buyerName
      buyerEmail
      status
      submittedAt
      reviewComment
      reviewedAt
      videos {
        url
        contentType
        expiresAt
      }
    }
  }
`);

const ReviewDocument = graphql(`
  mutation ReviewEvaluationSubmission($input: ReviewSubmissionInput!) {
    reviewEvaluationSubmission(input: $input) {
      itemId
      userId
      status
      reviewComment
      reviewedAt
    }
  }
`);

const AdminEvaluationDocument = graphql(`
  query AdminCourseEvaluation($itemId: ID!) {
    adminCourseEvaluation(itemId: $itemId) {
      itemId
      kind
      title
      instructions
      passPercent
      maxAttempts
      maxVideos
      updatedAt
      questions {
        id
        text
        multiple
        options {
          id
          text
        }
        correctOptionIds
      }
    }
  }
`);

const SaveEvaluationDocument = graphql(`
  mutation SaveCourseEvaluation($input: CourseEvaluationInput!) {
    saveCourseEvaluation(input: $input) {
      itemId
      updatedAt
    }
  }
`);

const RemoveEvaluationDocument = graphql(`
  mutation RemoveCourseEvaluation($itemId: ID!) {
    removeCourseEvaluation(itemId: $itemId)
  }
`);

export type SubmissionRow = NonNullable<ReturnType<typeof useEvaluationSubmissions>['data']>[number];

export const useEvaluationSubmissions = (status: SubmissionStatus) =>
  useQuery({
    queryKey: adminKeys.submissions(status),
    queryFn: async () => (await request(SubmissionsDocument, { status }, 'userPool')).listEvaluationSubmissions,
  });

export function useReviewSubmission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ReviewSubmissionInput) => (await mutate(ReviewDocument, { input }, 'userPool')).reviewEvaluationSubmission,
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...adminKeys.all, 'submissions'] }),
  });
}

export type AdminEvaluation = NonNullable<NonNullable<ReturnType<typeof useAdminEvaluation>['data']>>;

export const useAdminEvaluation = (itemId: string) =>
  useQuery({
    queryKey: adminKeys.evaluation(itemId),
    queryFn: async () => (await request(AdminEvaluationDocument, { itemId }, 'userPool')).adminCourseEvaluation,
  });

export function useSaveEvaluation(itemId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CourseEvaluationInput) => (await mutate(SaveEvaluationDocument, { input }, 'userPool')).saveCourseEvaluation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.evaluation(itemId) }),
  });
}

export function useRemoveEvaluation(itemId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await mutate(RemoveEvaluationDocument, { itemId }, 'userPool')).removeCourseEvaluation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.evaluation(itemId) }),
  });
}
