// The coaching loop's reads and writes: the coach's view of a planning, the results feed (pages by
// key), a member's log, records and progress for the coach, and the threads on results (coach ↔ member).
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../generated';
import type { ResultRefInput } from '../../../generated/graphql';
import { mutate, request } from '../../../lib/api-client';
import { signedUploadHeaders } from '../../../lib/signed-upload';
import { coachingKeys } from './keys';

graphql(`
  fragment CoachingResultFields on SessionResult {
    id
    planningId
    userId
    sessionId
    sessionTitle
    weekNumber
    lifts {
      blockId
      liftId
      liftName
      sets {
        reps
        kg
        rpe
      }
    }
    timeSeconds
    loadKg
    rounds
    reps
    distanceMeters
    calories
    rpe
    notes
    newRecords {
      liftId
      liftName
      kind
      kg
    }
    loggedAt
    editedAt
  }
  fragment ResultCommentFields on ResultComment {
    id
    planningId
    sessionId
    resultId
    resultLoggedAt
    author
    authorName
    text
    createdAt
    atSeconds
  }
  fragment FormCheckFields on FormCheck {
    planningId
    sessionId
    resultId
    status
    submittedAt
    durationSeconds
    maxSeconds
    maxBytes
    stream {
      url
      cookiePath
      expiresAt
      renditions
      cookies {
        name
        value
      }
    }
  }
`);

const CoachPlanningViewDocument = graphql(`
  query CoachPlanningView($planningId: ID!, $limit: Int, $nextToken: String, $userId: ID) {
    coachPlanningView(planningId: $planningId, limit: $limit, nextToken: $nextToken, userId: $userId) {
      planningId
      name
      today
      summary {
        members
        active
        trainedLast7Days
        needsAttention
        pastDue
      }
      nextToken
      members {
        userId
        firstName
        lastName
        email
        status
        startDate
        endDate
        startPending
        currentWeek
        lastSessionAt
        lastSessionTitle
        compliance7
        compliance30
        previousCompliance7
        attention
        subscriptionStatus
      }
    }
  }
`);

const CoachResultsFeedDocument = graphql(`
  query CoachResultsFeed($planningId: ID, $limit: Int, $nextToken: String) {
    coachResultsFeed(planningId: $planningId, limit: $limit, nextToken: $nextToken) {
      entries {
        planningId
        planningName
        userId
        memberName
        comments
        result {
          ...CoachingResultFields
        }
      }
      nextToken
    }
  }
`);

const MemberLogDocument = graphql(`
  query CoachMemberLog($planningId: ID!, $userId: ID!) {
    memberResults(planningId: $planningId, userId: $userId) {
      ...CoachingResultFields
    }
  }
`);

const MemberRecordsDocument = graphql(`
  query CoachMemberRecords($planningId: ID!, $userId: ID!) {
    memberLiftRecords(planningId: $planningId, userId: $userId) {
      ...LiftRecordsFields
    }
    memberProgress(planningId: $planningId, userId: $userId) {
      planningId
      weeks {
        ...WeekProgressFields
      }
    }
  }
`);

const ResultCommentsDocument = graphql(`
  query ResultComments($result: ResultRefInput!) {
    resultComments(result: $result) {
      ...ResultCommentFields
    }
  }
`);

const MyPlanningCommentsDocument = graphql(`
  query MyPlanningComments($planningId: ID!) {
    myPlanningComments(planningId: $planningId) {
      ...ResultCommentFields
    }
  }
`);

const AddResultCommentDocument = graphql(`
  mutation AddResultComment($result: ResultRefInput!, $text: String!, $atSeconds: Int) {
    addResultComment(result: $result, text: $text, atSeconds: $atSeconds) {
      ...ResultCommentFields
    }
  }
`);

const FormCheckDocument = graphql(`
  query FormCheck($result: ResultRefInput!) {
    formCheck(result: $result) {
      ...FormCheckFields
    }
  }
`);

const CreateFormCheckUploadDocument = graphql(`
  mutation CreateFormCheckUpload($result: ResultRefInput!, $contentType: String!, $sizeBytes: Int!) {
    createFormCheckUpload(result: $result, contentType: $contentType, sizeBytes: $sizeBytes) {
      uploadUrl
      videoKey
      contentType
      expiresAt
    }
  }
`);

const SubmitFormCheckDocument = graphql(`
  mutation SubmitFormCheck($result: ResultRefInput!, $videoKey: String!) {
    submitFormCheck(result: $result, videoKey: $videoKey) {
      ...FormCheckFields
    }
  }
`);

const FEED_PAGE_SIZE = 20;

/** Members per page of the coach's list (the server's default; at most 100). */
const MEMBERS_PAGE_SIZE = 50;

/** A planning's members a page at a time, attention first; every page carries the figures over all of them. */
export const useCoachPlanningView = (planningId: string | null) =>
  useInfiniteQuery({
    queryKey: coachingKeys.planningView(planningId ?? ''),
    queryFn: async ({ pageParam }) =>
      (
        await request(
          CoachPlanningViewDocument,
          { planningId: planningId ?? '', limit: MEMBERS_PAGE_SIZE, nextToken: pageParam },
          'userPool',
        )
      ).coachPlanningView,
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextToken ?? undefined,
    enabled: planningId !== null,
  });

/** One member's row of the coach's view (her page), whichever page of the list she is on. */
export const useCoachMember = (planningId: string, userId: string) =>
  useQuery({
    queryKey: coachingKeys.planningMember(planningId, userId),
    queryFn: async () => (await request(CoachPlanningViewDocument, { planningId, userId }, 'userPool')).coachPlanningView,
  });

export const useCoachResultsFeed = (planningId: string | null) =>
  useInfiniteQuery({
    queryKey: coachingKeys.feed(planningId),
    queryFn: async ({ pageParam }) =>
      (await request(CoachResultsFeedDocument, { planningId, limit: FEED_PAGE_SIZE, nextToken: pageParam }, 'userPool')).coachResultsFeed,
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextToken ?? undefined,
  });

export const useCoachMemberLog = (planningId: string, userId: string) =>
  useQuery({
    queryKey: coachingKeys.memberLog(planningId, userId),
    queryFn: () => request(MemberLogDocument, { planningId, userId }, 'userPool'),
  });

/** A member's records (typed maxes, estimates, rep maxes) and her weeks' progress, for the coach's member page. */
export const useCoachMemberRecords = (planningId: string, userId: string) =>
  useQuery({
    queryKey: coachingKeys.memberRecords(planningId, userId),
    queryFn: () => request(MemberRecordsDocument, { planningId, userId }, 'userPool'),
  });

const MemberCheckInsDocument = graphql(`
  query MemberCheckIns($planningId: ID!, $userId: ID!) {
    memberCheckIns(planningId: $planningId, userId: $userId) {
      day
      sleep
      energy
      mood
      stress
      soreness
      bodyWeightKg
    }
  }
`);

/** A member's check-ins of the last 28 days (issue 40), for the coach's member page. */
export const useCoachMemberCheckIns = (planningId: string, userId: string) =>
  useQuery({
    queryKey: coachingKeys.memberCheckIns(planningId, userId),
    queryFn: async () => (await request(MemberCheckInsDocument, { planningId, userId }, 'userPool')).memberCheckIns,
  });

export const useResultComments = (result: ResultRefInput, enabled: boolean) =>
  useQuery({
    queryKey: coachingKeys.thread(String(result.userId ?? 'me'), String(result.resultId)),
    queryFn: async () => (await request(ResultCommentsDocument, { result }, 'userPool')).resultComments,
    enabled,
  });

/** The signed-in member's threads of a planning (one read for the whole week view). */
export const useMyPlanningComments = (viewer: string, planningId: string) =>
  useQuery({
    queryKey: coachingKeys.myThreads(viewer, planningId),
    queryFn: async () => (await request(MyPlanningCommentsDocument, { planningId }, 'userPool')).myPlanningComments,
  });

export function useAddResultComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (variables: { result: ResultRefInput; text: string; atSeconds?: number | null }) =>
      (await mutate(AddResultCommentDocument, variables, 'userPool')).addResultComment,
    // Every thread and feed shown may carry it: read again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: coachingKeys.all }),
  });
}

/** How often a processing form check is read again until its ladder is made (seconds). */
const FORM_CHECK_POLL_MS = 3000;

/**
 * A result's form-check video (the member's own, or the coach naming her); read again while it is
 * processing, and before its stream's cookies end (they last minutes).
 */
export const useFormCheck = (result: ResultRefInput) =>
  useQuery({
    queryKey: coachingKeys.formCheck(String(result.userId ?? 'me'), String(result.resultId)),
    queryFn: async () => (await request(FormCheckDocument, { result }, 'userPool')).formCheck,
    refetchInterval: (query) => {
      const check = query.state.data;
      if (check?.status === 'PROCESSING') return FORM_CHECK_POLL_MS;
      if (check?.stream) return Math.max(30_000, Date.parse(check.stream.expiresAt) - Date.now() - 60_000);
      return false;
    },
  });

/** Uploads the file through its presigned address (its type and exact size signed, once), then attaches it to the result. */
export function useSendFormCheck(result: ResultRefInput) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ file, contentType }: { file: File; contentType: string }) => {
      const { createFormCheckUpload: upload } = await mutate(
        CreateFormCheckUploadDocument,
        { result, contentType, sizeBytes: file.size },
        'userPool',
      );
      let response: Response;
      try {
        response = await fetch(upload.uploadUrl, { method: 'PUT', headers: signedUploadHeaders(upload.contentType), body: file });
      } catch {
        throw new Error('No pudimos subir el video. Revisá tu conexión e intentá de nuevo.');
      }
      if (!response.ok) throw new Error(`No pudimos subir el video (error ${response.status}). Intentá de nuevo.`);
      return (await mutate(SubmitFormCheckDocument, { result, videoKey: upload.videoKey }, 'userPool')).submitFormCheck;
    },
    onSuccess: (check) => queryClient.setQueryData(coachingKeys.formCheck(String(result.userId ?? 'me'), String(result.resultId)), check),
  });
}
