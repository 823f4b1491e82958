// Whether the signed-in buyer already bought a planning: an APPROVED order of it among her orders.
// The orders feature exposes no public entry point, so this is a small query of our own (only the
// fields the stepper needs) rather than a reach into its internals.
import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../generated';
import { request } from '../../../lib/api-client';
import { hasApprovedOrderOf } from '../domain/purchase-journey';

const ListMyPlanningOrdersDocument = graphql(`
  query ListMyPlanningOrders {
    listMyOrders {
      id
      status
      item {
        id
      }
    }
  }
`);

const planningsKeys = {
  all: ['plannings'] as const,
  myOrders: () => [...planningsKeys.all, 'my-orders'] as const,
};

export function useHasBoughtPlanning(planningId: string, enabled: boolean) {
  return useQuery({
    queryKey: planningsKeys.myOrders(),
    queryFn: async () => (await request(ListMyPlanningOrdersDocument, {}, 'userPool')).listMyOrders,
    select: (orders) => hasApprovedOrderOf(orders, planningId),
    enabled,
  });
}
