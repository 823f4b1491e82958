// The member's plannings (memberships with status, dates and the start options while the start is
// still to choose) and choosing when to start.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../generated';
import type { MyPlanningsQuery, PlanningStartChoice } from '../../../generated/graphql';
import { request } from '../../../lib/api-client';
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

export const useMyPlannings = (viewer: ViewerKey) =>
  useQuery({
    queryKey: myPlanningsKeys.list(viewer),
    queryFn: async () => (await request(MyPlanningsDocument, {}, 'userPool')).myPlannings,
  });

export function useChoosePlanningStart(viewer: ViewerKey, planningId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (option: { choice: PlanningStartChoice; competitionDate: string | null }) =>
      (
        await request(
          ChoosePlanningStartDocument,
          { planningId, choice: option.choice, competitionDate: option.competitionDate },
          'userPool',
        )
      ).choosePlanningStart,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myPlanningsKeys.all }),
  });
}
