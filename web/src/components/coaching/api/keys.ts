// Query keys of the coaching loop. A member's own threads carry her id, so signing in as someone
// else never shows the previous answer.
export const coachingKeys = {
  all: ['coaching'] as const,
  planningView: (planningId: string) => [...coachingKeys.all, 'planning', planningId] as const,
  planningMember: (planningId: string, userId: string) => [...coachingKeys.all, 'planning-member', planningId, userId] as const,
  feed: (planningId: string | null) => [...coachingKeys.all, 'feed', planningId ?? 'all'] as const,
  memberLog: (planningId: string, userId: string) => [...coachingKeys.all, 'member', planningId, userId] as const,
  memberRecords: (planningId: string, userId: string) => [...coachingKeys.all, 'member-records', planningId, userId] as const,
  thread: (owner: string, resultId: string) => [...coachingKeys.all, 'thread', owner, resultId] as const,
  myThreads: (viewer: string, planningId: string) => [...coachingKeys.all, 'my-threads', viewer, planningId] as const,
};
