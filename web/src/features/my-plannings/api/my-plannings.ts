// The member's plannings (memberships with status, dates and the start options while the start is
// still to choose) and choosing when to start.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../generated';
import type { MyPlanningsQuery, PlanningStartChoice } from '../../../generated/graphql';
import { mutate, request } from '../../../lib/api-client';
import { useSession } from '../../../lib/session/session-context';
import { keptRead } from '../offline/kept-reads';
import { myPlanningsKeys, type ViewerKey } from './keys';

const MyPlanningsDocument = graphql(`
  query MyPlannings {
    myPlannings {
      ...MyPlanningFields
    }
  }
  fragment MyPlanningFields on MyPlanning {
    planningId
    name
    imageSource
    coachName
    status
    startDate
    endDate
    startPending
    currentWeek
    totalWeeks
    programmeWeeks
    startOptions {
      choice
      date
      competitionName
      competitionDate
    }
  }
`);

const ChoosePlanningStartDocument = graphql(`
  mutation ChoosePlanningStart($planningId: ID!, $choice: PlanningStartChoice!, $competitionDate: AWSDate) {
    choosePlanningStart(planningId: $planningId, choice: $choice, competitionDate: $competitionDate) {
      ...MyPlanningFields
    }
  }
`);

export type MyPlanning = MyPlanningsQuery['myPlannings'][number];

const fetchMyPlannings = async () => (await request(MyPlanningsDocument, {}, 'userPool')).myPlannings;

/** The member area's list: kept for offline use (kept-reads.ts). Item pages read it plainly (useActiveMembership). */
export const useMyPlannings = (viewer: ViewerKey) =>
  useQuery({
    queryKey: myPlanningsKeys.list(viewer),
    queryFn: () => keptRead(myPlanningsKeys.list(viewer), fetchMyPlannings),
    networkMode: 'offlineFirst',
  });

/**
 * The signed-in person's running membership of a planning, or null (visitors, non-members, an
 * ended membership): item pages and checkout then offer "Renovar", which extends it from its end
 * date, instead of a first purchase. Read under the member's own list key, so both agree.
 */
export function useActiveMembership(planningId: string): MyPlanning | null {
  const { status, user } = useSession();
  const viewer = status === 'signed-in' && user ? user.id : null;
  const list = useQuery({ queryKey: myPlanningsKeys.list(viewer ?? 'visitor'), queryFn: fetchMyPlannings, enabled: viewer !== null });
  return list.data?.find((planning) => planning.planningId === planningId && planning.status === 'ACTIVE') ?? null;
}

export function useChoosePlanningStart(viewer: ViewerKey, planningId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (option: { choice: PlanningStartChoice; competitionDate: string | null }) =>
      (
        await mutate(
          ChoosePlanningStartDocument,
          { planningId, choice: option.choice, competitionDate: option.competitionDate },
          'userPool',
        )
      ).choosePlanningStart,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myPlanningsKeys.all }),
  });
}
