// A member's results: log one for a session (which marks it done), edit or delete her own (the
// last one deleted un-marks the session), a session's history and the whole history of a
// planning (read-only once the membership has ended).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../generated';
import type { SessionResultFieldsFragment, SessionResultInput, UpdateSessionResultInput } from '../../../generated/graphql';
import { mutate, request } from '../../../lib/api-client';
import { keptRead } from '../offline/kept-reads';
import { logOrQueue } from '../offline/result-queue';
import { myPlanningsKeys, type ViewerKey } from './keys';

const LogSessionResultDocument = graphql(`
  mutation LogSessionResult($input: SessionResultInput!) {
    logSessionResult(input: $input) {
      ...SessionResultFields
    }
  }
  fragment SessionResultFields on SessionResult {
    id
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
    rounds
    reps
    distanceMeters
    calories
    rpe
    notes
    loadKg
    newRecords {
      liftId
      liftName
      kind
      kg
      previousKg
      beatsWorkingMax
    }
    loggedAt
    editedAt
  }
`);

const UpdateSessionResultDocument = graphql(`
  mutation UpdateSessionResult($input: UpdateSessionResultInput!) {
    updateSessionResult(input: $input) {
      ...SessionResultFields
    }
  }
`);

const DeleteSessionResultDocument = graphql(`
  mutation DeleteSessionResult($planningId: ID!, $sessionId: ID!, $resultId: ID!) {
    deleteSessionResult(planningId: $planningId, sessionId: $sessionId, resultId: $resultId) {
      id
      sessionId
      sessionDone
    }
  }
`);

export type LoggedResult = SessionResultFieldsFragment;

const MySessionResultsDocument = graphql(`
  query MySessionResults($planningId: ID!, $sessionId: ID!) {
    mySessionResults(planningId: $planningId, sessionId: $sessionId) {
      ...SessionResultFields
    }
  }
`);

const MyPlanningResultsDocument = graphql(`
  query MyPlanningResults($planningId: ID!) {
    myPlanningResults(planningId: $planningId) {
      ...SessionResultFields
    }
  }
`);

export const useSessionResults = (viewer: ViewerKey, planningId: string, sessionId: string, enabled: boolean) => {
  const queryKey = myPlanningsKeys.sessionResults(viewer, planningId, sessionId);
  return useQuery({
    queryKey,
    queryFn: () =>
      keptRead(queryKey, async () => (await request(MySessionResultsDocument, { planningId, sessionId }, 'userPool')).mySessionResults),
    enabled,
    // Tried offline too: the kept answer shows (kept-reads.ts).
    networkMode: 'offlineFirst',
  });
};

export const usePlanningHistory = (viewer: ViewerKey, planningId: string) =>
  useQuery({
    queryKey: myPlanningsKeys.history(viewer, planningId),
    queryFn: async () => (await request(MyPlanningResultsDocument, { planningId }, 'userPool')).myPlanningResults,
  });

/** Sends one result (with its idempotency key): the offline queue's way to the server. */
export const sendSessionResult = async (input: SessionResultInput) =>
  (await mutate(LogSessionResultDocument, { input }, 'userPool')).logSessionResult;

/** After a result changes: the session's history, the week's done marks, the planning's history and the records. */
function useRefreshAfterResult(viewer: ViewerKey, planningId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: myPlanningsKeys.planning(viewer, planningId) }),
      queryClient.invalidateQueries({ queryKey: myPlanningsKeys.records(viewer) }),
    ]);
}

/**
 * Logs a result now, or queues it when there is no connection (offline/result-queue.ts): the
 * outcome says which. Each call is one submitted form, with its own idempotency key.
 */
export function useLogSessionResult(viewer: ViewerKey, planningId: string) {
  const refresh = useRefreshAfterResult(viewer, planningId);
  return useMutation({
    mutationFn: (input: Omit<SessionResultInput, 'idempotencyKey'>) => logOrQueue(viewer, input, sendSessionResult),
    // Runs offline as well: the queue answers at once instead of a paused spinner.
    networkMode: 'always',
    onSuccess: refresh,
  });
}

export function useUpdateSessionResult(viewer: ViewerKey, planningId: string) {
  const refresh = useRefreshAfterResult(viewer, planningId);
  return useMutation({
    mutationFn: async (input: UpdateSessionResultInput) =>
      (await mutate(UpdateSessionResultDocument, { input }, 'userPool')).updateSessionResult,
    onSuccess: refresh,
  });
}

export function useDeleteSessionResult(viewer: ViewerKey, planningId: string) {
  const refresh = useRefreshAfterResult(viewer, planningId);
  return useMutation({
    mutationFn: async ({ sessionId, resultId }: { sessionId: string; resultId: string }) =>
      (await mutate(DeleteSessionResultDocument, { planningId, sessionId, resultId }, 'userPool')).deleteSessionResult,
    onSuccess: refresh,
  });
}
