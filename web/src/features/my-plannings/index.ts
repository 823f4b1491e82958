// Public entry point of "Mis planificaciones" (the member's area). Pages are reached through the
// router (routes/my-plannings-page.tsx, routes/member-planning-page.tsx); the path helper is
// shared with the pages that link here (Mis compras, the planning's stepper, the admin preview).
export const memberPlanningPath = (planningId: string): string => `/my-plannings/${encodeURIComponent(planningId)}`;
