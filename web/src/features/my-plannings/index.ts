// Public entry point of "Mis planificaciones" (the member's area). Pages are reached through the
// router (routes/my-plannings-page.tsx, routes/member-planning-page.tsx); the path helper is
// shared with the pages that link here (Mis compras, the planning's stepper, the admin preview);
// the running membership, for the planning's page and checkout ("Renovar"); the person's
// memberships, for /welcome (a planning added by e-mail has no purchase in the inventory).
export { useActiveMembership, useMyPlannings } from './api/my-plannings';
