// The member's personal records (1RM per named lift). Saving one refreshes every open week, whose
// loads in kilos come from these maxes.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../generated';
import { mutate, request } from '../../../lib/api-client';
import { keptRead } from '../offline/kept-reads';
import { myPlanningsKeys, type ViewerKey } from './keys';

const MyLiftMaxesDocument = graphql(`
  query MyLiftMaxes {
    myLiftMaxes {
      lift
      kg
      updatedAt
    }
  }
`);

const SetLiftMaxDocument = graphql(`
  mutation SetLiftMax($lift: ID!, $kg: Float!) {
    setLiftMax(lift: $lift, kg: $kg) {
      lift
      kg
      updatedAt
    }
  }
`);

export const useLiftMaxes = (viewer: ViewerKey) =>
  useQuery({
    queryKey: myPlanningsKeys.maxes(viewer),
    // Kept for offline use (kept-reads.ts): her maxes show at the gym as last seen.
    queryFn: () => keptRead(myPlanningsKeys.maxes(viewer), async () => (await request(MyLiftMaxesDocument, {}, 'userPool')).myLiftMaxes),
    networkMode: 'offlineFirst',
  });

export function useSetLiftMax(viewer: ViewerKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ lift, kg }: { lift: string; kg: number }) =>
      (await mutate(SetLiftMaxDocument, { lift, kg }, 'userPool')).setLiftMax,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...myPlanningsKeys.all, viewer] }),
  });
}
