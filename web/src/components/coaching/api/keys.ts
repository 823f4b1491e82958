// Query keys of the coaching loop. A member's own threads carry her id, so signing in as someone
// else never shows the previous answer.
export const coachingKeys = {
  all: ['coaching'] as const,
  planningView: (planningId: string) => [...coachingKeys.all, 'planning', planningId] as const,
  planningMember: (planningId: string, userId: string) => [...coachingKeys.all, 'planning-member', planningId, userId] as const,
  feed: (planningId: string | null) => [...coachingKeys.all, 'feed', planningId ?? 'all'] as const,
  memberLog: (planningId: string, userId: string) => [...coachingKeys.all, 'member', planningId, userId] as const,
  memberRecords: (planningId: string, userId: string) => [...coachingKeys.all, 'member-records', planningId, userId] as const,
  memberCheckIns: (planningId: string, userId: string) => [...coachingKeys.all, 'member-check-ins', planningId, userId] as const,
  thread: (owner: string, resultId: string) => [...coachingKeys.all, 'thread', owner, resultId] as const,
  myThreads: (viewer: string, planningId: string) => [...coachingKeys.all, 'my-threads', viewer, planningId] as const,
  formCheck: (owner: string, resultId: string) => [...coachingKeys.all, 'form-check', owner, resultId] as const,
  /** Decision 159: a member's thread with her coach (`owner`: the member's id, as its reader names her). */
  planningThread: (owner: string, planningId: string) => [...coachingKeys.all, 'planning-thread', owner, planningId] as const,
  unread: () => [...coachingKeys.all, 'unread'] as const,
  myUnread: (viewer: string) => [...coachingKeys.unread(), 'mine', viewer] as const,
  /** The members shown, as `planning/user` pairs. */
  coachUnread: (members: string) => [...coachingKeys.unread(), 'coach', members] as const,
};
