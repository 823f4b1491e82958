// Query keys of "Mis planificaciones". Everything here is the signed-in member's own data, so
// every key carries the viewer's id: signing in as someone else never shows the previous answer.
export type ViewerKey = string;

export const myPlanningsKeys = {
  all: ['my-plannings'] as const,
  list: (viewer: ViewerKey) => [...myPlanningsKeys.all, viewer, 'list'] as const,
  planning: (viewer: ViewerKey, planningId: string) => [...myPlanningsKeys.all, viewer, 'planning', planningId] as const,
  week: (viewer: ViewerKey, planningId: string, weekNumber: number | null) =>
    [...myPlanningsKeys.planning(viewer, planningId), 'week', weekNumber ?? 'current'] as const,
  sessionResults: (viewer: ViewerKey, planningId: string, sessionId: string) =>
    [...myPlanningsKeys.planning(viewer, planningId), 'session-results', sessionId] as const,
  history: (viewer: ViewerKey, planningId: string) => [...myPlanningsKeys.planning(viewer, planningId), 'history'] as const,
  maxes: (viewer: ViewerKey) => [...myPlanningsKeys.all, viewer, 'maxes'] as const,
  /** Records and progress (Mis marcas): change with every result and every max. */
  records: (viewer: ViewerKey) => [...myPlanningsKeys.all, viewer, 'records'] as const,
  progress: (viewer: ViewerKey, planningId: string) => [...myPlanningsKeys.records(viewer), 'progress', planningId] as const,
  lifts: () => [...myPlanningsKeys.all, 'lifts'] as const,
  /** Her check-ins and her consent to keep them (issue 40). */
  checkIns: (viewer: ViewerKey) => [...myPlanningsKeys.all, viewer, 'check-ins'] as const,
};
