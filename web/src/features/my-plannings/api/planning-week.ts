// One week of the member's plan (the current one unless another released week is asked for),
// with each day's date, sessions, blocks, loads from the member's 1RMs and the sessions done.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../generated';
import type { PlanningWeekQuery } from '../../../generated/graphql';
import { request } from '../../../lib/api-client';
import { keptRead } from '../offline/kept-reads';
import { myPlanningsKeys, type ViewerKey } from './keys';

const PlanningWeekDocument = graphql(`
  query PlanningWeek($planningId: ID!, $weekNumber: Int) {
    planningWeek(planningId: $planningId, weekNumber: $weekNumber) {
      planning {
        ...MyPlanningFields
      }
      today
      weekNumber
      programmeWeekNumber
      releasedWeeks
      nextReleaseDate
      doneSessionIds
      isPreview
      week {
        planningId
        weekNumber
        title
        days {
          dayNumber
          title
          date
          sessions {
            id
            title
            blocks {
              id
              title
              text
              videoUrl
              prescription {
                sets
                reps
                percent
                lift
                liftName
                timeCapMinutes
                rounds
                rpe
                loadKg
              }
              scaling {
                beginner
                intermediate
                rx
              }
            }
          }
        }
      }
    }
  }
`);

export type PlanningWeekView = PlanningWeekQuery['planningWeek'];
export type PlanDay = NonNullable<PlanningWeekView['week']>['days'][number];
export type PlanSession = PlanDay['sessions'][number];
export type PlanBlock = PlanSession['blocks'][number];

export const usePlanningWeek = (viewer: ViewerKey, planningId: string, weekNumber: number | null, enabled: boolean) => {
  const queryKey = myPlanningsKeys.week(viewer, planningId, weekNumber);
  return useQuery({
    queryKey,
    // A week opened once shows offline too (kept-reads.ts).
    queryFn: () =>
      keptRead(queryKey, async () => (await request(PlanningWeekDocument, { planningId, weekNumber }, 'userPool')).planningWeek),
    networkMode: 'offlineFirst',
    enabled,
    // Switching weeks keeps the previous week on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });
};
