// The member's check-ins and her consent to keep them (issue 40). Every change refetches the one
// list (the consent and the days come in one answer).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CheckInValues } from '../../../components/check-ins/check-in-text';
import { graphql } from '../../../generated';
import { mutate, request } from '../../../lib/api-client';
import { myPlanningsKeys, type ViewerKey } from './keys';

const MyCheckInsDocument = graphql(`
  query MyCheckIns {
    myCheckIns {
      consent {
        givenAt
        version
      }
      checkIns {
        day
        sleep
        energy
        mood
        stress
        soreness
        bodyWeightKg
        updatedAt
      }
    }
  }
`);

const GiveCheckInConsentDocument = graphql(`
  mutation GiveCheckInConsent($version: String!) {
    giveCheckInConsent(version: $version) {
      givenAt
      version
    }
  }
`);

const WithdrawCheckInConsentDocument = graphql(`
  mutation WithdrawCheckInConsent {
    withdrawCheckInConsent
  }
`);

const SaveCheckInDocument = graphql(`
  mutation SaveCheckIn($input: CheckInInput!) {
    saveCheckIn(input: $input) {
      day
    }
  }
`);

const DeleteCheckInDocument = graphql(`
  mutation DeleteCheckIn($day: AWSDate!) {
    deleteCheckIn(day: $day)
  }
`);

export const useMyCheckIns = (viewer: ViewerKey) =>
  useQuery({
    queryKey: myPlanningsKeys.checkIns(viewer),
    queryFn: async () => (await request(MyCheckInsDocument, {}, 'userPool')).myCheckIns,
  });

function useCheckInChange<Variables>(viewer: ViewerKey, change: (variables: Variables) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myPlanningsKeys.checkIns(viewer) }),
  });
}

export const useGiveCheckInConsent = (viewer: ViewerKey) =>
  useCheckInChange(viewer, async (version: string) => mutate(GiveCheckInConsentDocument, { version }, 'userPool'));

export const useWithdrawCheckInConsent = (viewer: ViewerKey) =>
  useCheckInChange(viewer, async () => mutate(WithdrawCheckInConsentDocument, {}, 'userPool'));

export const useSaveCheckIn = (viewer: ViewerKey) =>
  useCheckInChange(viewer, async (input: CheckInValues) => mutate(SaveCheckInDocument, { input }, 'userPool'));

export const useDeleteCheckIn = (viewer: ViewerKey) =>
  useCheckInChange(viewer, async (day: string) => mutate(DeleteCheckInDocument, { day }, 'userPool'));
