// The lift library and the member's records and progress ("Mis marcas"): per lift her working
// max, the history of maxes (typed and estimated) and rep-max PRs; per planning the weeks' sessions
// done against prescribed and kilos lifted.
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { graphql } from '../../../generated';
import { request } from '../../../lib/api-client';
import { keptRead } from '../offline/kept-reads';
import { myPlanningsKeys, type ViewerKey } from './keys';

const LiftsDocument = graphql(`
  query Lifts {
    lifts {
      id
      name
      custom
    }
  }
`);

const MyLiftRecordsDocument = graphql(`
  query MyLiftRecords {
    myLiftRecords {
      ...LiftRecordsFields
    }
  }
`);

const MyProgressDocument = graphql(`
  query MyProgress($planningId: ID!) {
    myProgress(planningId: $planningId) {
      planningId
      weeks {
        ...WeekProgressFields
      }
    }
  }
`);

export const useLifts = () =>
  useQuery({
    queryKey: myPlanningsKeys.lifts(),
    queryFn: () => keptRead(myPlanningsKeys.lifts(), async () => (await request(LiftsDocument, {}, 'userPool')).lifts),
    networkMode: 'offlineFirst',
    // The library changes when the coach adds a lift: rarely.
    staleTime: 10 * 60_000,
  });

// Both kept for offline use (kept-reads.ts): Mis marcas opens at the gym with no signal, as she
// last saw it.
const recordsQuery = (viewer: ViewerKey) => {
  const queryKey = myPlanningsKeys.records(viewer);
  return {
    queryKey,
    queryFn: () => keptRead(queryKey, async () => (await request(MyLiftRecordsDocument, {}, 'userPool')).myLiftRecords),
    networkMode: 'offlineFirst' as const,
  };
};

const progressQuery = (viewer: ViewerKey, planningId: string) => {
  const queryKey = myPlanningsKeys.progress(viewer, planningId);
  return {
    queryKey,
    queryFn: () => keptRead(queryKey, async () => (await request(MyProgressDocument, { planningId }, 'userPool')).myProgress),
    networkMode: 'offlineFirst' as const,
  };
};

export const useLiftRecords = (viewer: ViewerKey) => useQuery(recordsQuery(viewer));

export const useProgress = (viewer: ViewerKey, planningId: string) => useQuery(progressQuery(viewer, planningId));

/**
 * Reads her records and this planning's progress ahead (from the plan's page, online), so that
 * Mis marcas opens offline after a single visit to the plan.
 */
export async function keepRecordsForOffline(queryClient: QueryClient, viewer: ViewerKey, planningId: string): Promise<void> {
  await Promise.all([queryClient.prefetchQuery(recordsQuery(viewer)), queryClient.prefetchQuery(progressQuery(viewer, planningId))]);
}
