// The admin's planning users: every membership (filtered on the page), add one by hand, extend
// and deactivate; after each change the lists are read again.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../generated';
import type { AddPlanningUserInput, AdminPlanningUserFieldsFragment, PlanningUserStatus } from '../../../generated/graphql';
import { mutate, request } from '../../../lib/api-client';
import { adminKeys } from './keys';

export type AdminPlanningUser = AdminPlanningUserFieldsFragment;

// What the table shows of a planning user: the list and every mutation answer with the same fields.
graphql(`
  fragment AdminPlanningUserFields on PlanningUser {
    planningId
    userId
    firstName
    lastName
    email
    phone
    status
    startDate
    endDate
    orderId
    source
  }
`);

const ListPlanningUsersDocument = graphql(`
  query ListPlanningUsers($planningId: ID, $status: PlanningUserStatus) {
    listPlanningUsers(planningId: $planningId, status: $status) {
      ...AdminPlanningUserFields
    }
  }
`);

const AddPlanningUserDocument = graphql(`
  mutation AddPlanningUser($input: AddPlanningUserInput!) {
    addPlanningUser(input: $input) {
      ...AdminPlanningUserFields
    }
  }
`);

const ExtendPlanningUserDocument = graphql(`
  mutation ExtendPlanningUser($planningId: ID!, $userId: ID!, $endDate: AWSDate!) {
    extendPlanningUser(planningId: $planningId, userId: $userId, endDate: $endDate) {
      ...AdminPlanningUserFields
    }
  }
`);

const DeactivatePlanningUserDocument = graphql(`
  mutation DeactivatePlanningUser($planningId: ID!, $userId: ID!) {
    deactivatePlanningUser(planningId: $planningId, userId: $userId) {
      ...AdminPlanningUserFields
    }
  }
`);

export interface PlanningUsersFilter {
  planningId: string | null;
  status: PlanningUserStatus | null;
}

/** The memberships the server finds for a planning and status (each filter one Query there). */
export const useAdminPlanningUsers = (filter: PlanningUsersFilter) =>
  useQuery({
    queryKey: adminKeys.planningUsers(filter),
    queryFn: async () => (await request(ListPlanningUsersDocument, filter, 'userPool')).listPlanningUsers,
    placeholderData: keepPreviousData,
  });

/** A change can move a row in or out of any filtered list: every list is read again. */
function usePutMember() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: adminKeys.planningUsers() });
}

export function useAddPlanningUser() {
  const put = usePutMember();
  return useMutation({
    mutationFn: async (input: AddPlanningUserInput) => (await mutate(AddPlanningUserDocument, { input }, 'userPool')).addPlanningUser,
    onSuccess: put,
  });
}

export function useExtendPlanningUser() {
  const put = usePutMember();
  return useMutation({
    mutationFn: async (variables: { planningId: string; userId: string; endDate: string }) =>
      (await mutate(ExtendPlanningUserDocument, variables, 'userPool')).extendPlanningUser,
    onSuccess: put,
  });
}

export function useDeactivatePlanningUser() {
  const put = usePutMember();
  return useMutation({
    mutationFn: async (variables: { planningId: string; userId: string }) =>
      (await mutate(DeactivatePlanningUserDocument, variables, 'userPool')).deactivatePlanningUser,
    onSuccess: put,
  });
}
