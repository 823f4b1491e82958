// Every course or planning, enabled or not, for the admin tables; and the admin item update,
// applied optimistically to the table and rolled back if the server refuses it.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../generated';
import type { AdminListItemsQuery, UpdateItemInput, UpdatePlanningScheduleInput } from '../../../generated/graphql';
import { request } from '../../../lib/api-client';
import { adminKeys } from './keys';

export type AdminItem = AdminListItemsQuery['adminListItems'][number];

// What the item dialog edits (the list shows it, updateItem answers with it).
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

const UpdateItemDocument = graphql(`
  mutation UpdateItem($input: UpdateItemInput!) {
    updateItem(input: $input) {
      ...AdminItemEditableFields
    }
  }
`);

const adminItemsQuery = (type: 'COURSE' | 'PLANNING') =>
  queryOptions({
    queryKey: adminKeys.items(type),
    queryFn: async () => (await request(AdminListItemsDocument, { type }, 'userPool')).adminListItems,
  });

export const useAdminItems = (type: 'COURSE' | 'PLANNING', enabled = true) => useQuery({ ...adminItemsQuery(type), enabled });

export function useUpdateItem(type: 'COURSE' | 'PLANNING') {
  const queryClient = useQueryClient();
  const key = adminKeys.items(type);
  return useMutation({
    mutationFn: async (input: UpdateItemInput) => (await request(UpdateItemDocument, { input }, 'userPool')).updateItem,
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<AdminItem[]>(key);
      queryClient.setQueryData<AdminItem[]>(key, (items) =>
        items?.map((item) =>
          item.id === input.id
            ? {
                ...item,
                name: input.name,
                price: input.price,
                isEnabled: input.isEnabled,
                isFeatured: input.isFeatured,
                offer: input.offer ?? null,
              }
            : item,
        ),
      );
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: (updated) => {
      queryClient.setQueryData<AdminItem[]>(key, (items) =>
        items?.map((item) => (item.id === updated.id ? { ...item, ...updated } : item)),
      );
    },
    // The store front's catalogue shows the change on its next read.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['catalog'] }),
  });
}

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
      (await request(UpdatePlanningScheduleDocument, { input }, 'userPool')).updatePlanningSchedule,
    onSuccess: (updated) => {
      queryClient.setQueryData<AdminItem[]>(adminKeys.items('PLANNING'), (items) =>
        items?.map((item) => (item.id === updated.id ? { ...item, ...updated } : item)),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['catalog'] }),
  });
}
