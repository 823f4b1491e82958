// Every course or planning, enabled or not, for the admin tables, and a planning's schedule. The
// item itself is edited on its own page (api/admin-catalogue.ts).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../generated';
import type { AdminListItemsQuery, UpdatePlanningScheduleInput } from '../../../generated/graphql';
import { mutate, request } from '../../../lib/api-client';
import { serverKeys } from '../../../lib/server-keys';
import { adminKeys } from './keys';

export type AdminItem = AdminListItemsQuery['adminListItems'][number];

// What the table shows of each item's sale.
graphql(`
  fragment AdminItemEditableFields on Item {
    id
    name
    price
    status
    isEnabled
    isFeatured
    offer {
      price
      validDateTimeFrom
      validDateTimeTo
    }
  }
`);

// A planning's schedule (the list shows it, updatePlanningSchedule answers with it).
graphql(`
  fragment AdminPlanningScheduleFields on Item {
    id
    durationWeeks
    phases {
      name
      description
      startWeek
      endWeek
    }
    competitions {
      name
      date
      location
    }
  }
`);

const AdminListItemsDocument = graphql(`
  query AdminListItems($type: ItemType) {
    adminListItems(type: $type) {
      type
      seller
      coachName
      ...AdminItemEditableFields
      ...AdminPlanningScheduleFields
    }
  }
`);

const adminItemsQuery = (type: 'COURSE' | 'PLANNING') =>
  queryOptions({
    queryKey: adminKeys.items(type),
    queryFn: async () => (await request(AdminListItemsDocument, { type }, 'userPool')).adminListItems,
  });

export const useAdminItems = (type: 'COURSE' | 'PLANNING', enabled = true) => useQuery({ ...adminItemsQuery(type), enabled });

const UpdatePlanningScheduleDocument = graphql(`
  mutation UpdatePlanningSchedule($input: UpdatePlanningScheduleInput!) {
    updatePlanningSchedule(input: $input) {
      ...AdminPlanningScheduleFields
    }
  }
`);

/** Replaces a planning's phases and competitions; the table and the planning page refresh. */
export function useUpdatePlanningSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: UpdatePlanningScheduleInput) =>
      (await mutate(UpdatePlanningScheduleDocument, { input }, 'userPool')).updatePlanningSchedule,
    onSuccess: (updated) => {
      queryClient.setQueryData<AdminItem[]>(adminKeys.items('PLANNING'), (items) =>
        items?.map((item) => (item.id === updated.id ? { ...item, ...updated } : item)),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: serverKeys.catalogue() }),
  });
}
