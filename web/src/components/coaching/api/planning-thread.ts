// The member's thread with her coach in a planning (decision 159) and the unread marks of both
// sides: her thread (her own, or the coach's naming her), a message, "read up to", her unread
// counts per planning and the coach's per member of a page.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../generated';
import { mutate, request } from '../../../lib/api-client';
import { coachingKeys } from './keys';

const PlanningThreadDocument = graphql(`
  query PlanningThread($planningId: ID!, $userId: ID) {
    planningThread(planningId: $planningId, userId: $userId) {
      planningId
      userId
      memberName
      coachName
      unread
      readUpTo
      messages {
        id
        author
        authorName
        text
        createdAt
        sessionTitle
      }
    }
  }
`);

const AddThreadMessageDocument = graphql(`
  mutation AddThreadMessage($planningId: ID!, $text: String!, $userId: ID) {
    addThreadMessage(planningId: $planningId, text: $text, userId: $userId) {
      id
      createdAt
    }
  }
`);

const MarkThreadReadDocument = graphql(`
  mutation MarkThreadRead($planningId: ID!, $upTo: AWSDateTime!, $userId: ID) {
    markThreadRead(planningId: $planningId, upTo: $upTo, userId: $userId) {
      planningId
      userId
      unread
    }
  }
`);

const MyUnreadMessagesDocument = graphql(`
  query MyUnreadMessages {
    myUnreadMessages {
      planningId
      unread
    }
  }
`);

const CoachUnreadMessagesDocument = graphql(`
  query CoachUnreadMessages($planningId: ID!, $userIds: [ID!]!) {
    coachUnreadMessages(planningId: $planningId, userIds: $userIds) {
      userId
      unread
    }
  }
`);

/** `userId`: the coach names the member; the member leaves it out. */
export const usePlanningThread = (owner: string, planningId: string, userId: string | null) =>
  useQuery({
    queryKey: coachingKeys.planningThread(owner, planningId),
    queryFn: async () => (await request(PlanningThreadDocument, { planningId, userId }, 'userPool')).planningThread,
  });

export function useAddThreadMessage(planningId: string, userId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (text: string) => (await mutate(AddThreadMessageDocument, { planningId, text, userId }, 'userPool')).addThreadMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: coachingKeys.all }),
  });
}

/** Marks the other side's messages read up to the newest one shown; the unread marks are read again. */
export function useMarkThreadRead(planningId: string, userId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (upTo: string) => (await mutate(MarkThreadReadDocument, { planningId, upTo, userId }, 'userPool')).markThreadRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: coachingKeys.unread() }),
  });
}

/** The signed-in member's unread coach messages, per planning. */
export const useMyUnreadMessages = (viewer: string, enabled = true) =>
  useQuery({
    queryKey: coachingKeys.myUnread(viewer),
    queryFn: async () => (await request(MyUnreadMessagesDocument, {}, 'userPool')).myUnreadMessages,
    enabled,
  });

/** A member of one of the coach's plannings, as her lists and the feed name her. */
export interface CoachedMemberRef {
  planningId: string;
  userId: string;
}

const memberKey = ({ planningId, userId }: CoachedMemberRef) => `${planningId}/${userId}`;

/** Her unread messages to the coach in that planning, from `useCoachUnreadMessages`' answer. */
export const unreadOf = (counts: ReadonlyMap<string, number> | undefined, member: CoachedMemberRef): number | undefined =>
  counts?.get(memberKey(member));

/**
 * For the coach: the unread messages of the members shown — one planning's list, or the feed across
 * plannings (each member once, per planning, at most 100 a call).
 */
export const useCoachUnreadMessages = (members: readonly CoachedMemberRef[]) => {
  const byPlanning = new Map<string, Set<string>>();
  for (const { planningId, userId } of members) byPlanning.set(planningId, (byPlanning.get(planningId) ?? new Set()).add(userId));
  const shown = [...byPlanning].flatMap(([planningId, userIds]) => [...userIds].map((userId) => memberKey({ planningId, userId })));
  return useQuery({
    queryKey: coachingKeys.coachUnread(shown.join(',')),
    queryFn: async () => {
      const counts = new Map<string, number>();
      for (const [planningId, userSet] of byPlanning) {
        const userIds = [...userSet];
        for (let start = 0; start < userIds.length; start += 100) {
          const page = (await request(CoachUnreadMessagesDocument, { planningId, userIds: userIds.slice(start, start + 100) }, 'userPool'))
            .coachUnreadMessages;
          for (const entry of page) counts.set(memberKey({ planningId, userId: entry.userId }), entry.unread);
        }
      }
      return counts;
    },
    enabled: shown.length > 0,
  });
};
