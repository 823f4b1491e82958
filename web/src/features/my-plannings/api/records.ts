// The lift library and the member's records and progress ("Mis marcas"): per lift her working
// max, the history of maxes (typed and estimated) and rep-max PRs; per planning the weeks' sessions
// done against prescribed and kilos lifted.
import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../generated';
import { request } from '../../../lib/api-client';
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
    queryFn: async () => (await request(LiftsDocument, {}, 'userPool')).lifts,
    // The library changes when the coach adds a lift: rarely.
    staleTime: 10 * 60_000,
  });

export const useLiftRecords = (viewer: ViewerKey) =>
  useQuery({
    queryKey: myPlanningsKeys.records(viewer),
    queryFn: async () => (await request(MyLiftRecordsDocument, {}, 'userPool')).myLiftRecords,
  });

export const useProgress = (viewer: ViewerKey, planningId: string) =>
  useQuery({
    queryKey: myPlanningsKeys.progress(viewer, planningId),
    queryFn: async () => (await request(MyProgressDocument, { planningId }, 'userPool')).myProgress,
  });
