// Public entry point of the records and progress views shared by the member's Mis marcas
// (features/my-plannings) and the coach's member page (features/admin): a lift's records with its
// chart, and a planning's weekly progress.
import './records.css';

export { LiftRecordCard } from './lift-record-card';
export { PlanningProgressView } from './planning-progress-view';
