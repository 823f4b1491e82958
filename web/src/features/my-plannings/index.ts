// Public entry point of "Mis planificaciones" (the member's area). Pages are reached through the
// router (routes/my-plannings-page.tsx, routes/member-planning-page.tsx; their paths are in
// lib/paths.ts); the running membership, for the planning's page and checkout ("Renovar").
export { useActiveMembership } from './api/my-plannings';
