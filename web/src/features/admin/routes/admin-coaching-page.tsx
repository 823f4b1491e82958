// The coach's view: choose a planning, see who trains and who needs attention, and the newest
// results (of that planning, or of every planning) to comment on; each seller's coach address.
import { AdminLayout } from '../components/admin-layout';
import { PlanningPicker, useChosenPlanning } from '../components/planning-picker';
import { CoachFeed } from '../components/coaching/coach-feed';
import { CoachMembers } from '../components/coaching/coach-members';
import { SellerCoachEmails } from '../components/coaching/seller-coach-emails';
import '../coaching.css';

export default function AdminCoachingPage() {
  const planningId = useChosenPlanning();
  return (
    <AdminLayout title="Seguimiento">
      <PlanningPicker testId="coach-planning" />
      {planningId ? <CoachMembers planningId={planningId} /> : <p>Elegí una planificación para ver a sus miembros.</p>}
      <CoachFeed planningId={planningId} />
      <SellerCoachEmails />
    </AdminLayout>
  );
}
