// Public entry point of the coaching loop's web parts: the threads on results (the coach's, on
// her member pages; the member's, on her session card) and the hooks of the coach's pages
// (web/src/features/admin/routes/admin-coaching-*.tsx).
export { ResultThread } from './components/result-thread';
export { ResultSummary } from './components/result-summary';
export { SessionThreads } from './components/session-threads';
export { FormCheckUpload } from './components/form-check-upload';
export { PlanningThread } from './components/planning-thread';
export { UnreadBadge } from './components/unread-badge';
export { unreadOf, useCoachUnreadMessages } from './api/planning-thread';
export {
  useCoachMember,
  useCoachMemberCheckIns,
  useCoachMemberLog,
  useCoachMemberRecords,
  useCoachPlanningView,
  useCoachResultsFeed,
} from './api/coaching';
