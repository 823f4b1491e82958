// A member's results: log one for a session (which marks it done), a session's history and the
// whole history of a planning (read-only once the membership has ended).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../generated';
import type { SessionResultInput } from '../../../generated/graphql';
import { request } from '../../../lib/api-client';
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
    timeSeconds
    loadKg
    rounds
    reps
    rpe
    notes
    loggedAt
  }
`);

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
  (await request(LogSessionResultDocument, { input }, 'userPool')).logSessionResult;

/**
 * Logs a result now, or queues it when there is no connection (offline/result-queue.ts): the
 * outcome says which. Each call is one submitted form, with its own idempotency key.
 */
export function useLogSessionResult(viewer: ViewerKey, planningId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<SessionResultInput, 'idempotencyKey'>) => logOrQueue(viewer, input, sendSessionResult),
    // Runs offline as well: the queue answers at once instead of a paused spinner.
    networkMode: 'always',
    // The session's history, the week's done marks and the planning's history all change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myPlanningsKeys.planning(viewer, planningId) }),
  });
}
