// Public entry point of "Mis planificaciones" (the member's area). Pages are reached through the
// router (routes/my-plannings-page.tsx, routes/member-planning-page.tsx); the path helper is
// shared with the pages that link here (Mis compras, the planning's stepper, the admin preview);
// the running membership, for the planning's page and checkout ("Renovar").
export { useActiveMembership } from './api/my-plannings';
export const memberPlanningPath = (planningId: string): string => `/my-plannings/${encodeURIComponent(planningId)}`;
/** A logged result in words ("18:32 · RPE 8"), for the coach's pages: one wording for both sides. */
export { formatResult, liftName } from './domain/plan-text';
