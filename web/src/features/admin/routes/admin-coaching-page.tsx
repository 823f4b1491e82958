// The coach's view: choose a planning, see who trains and who needs attention, and the newest
// results (of that planning, or of every planning) to comment on.
import { useSearchParams } from 'react-router';
import { Dropdown } from 'primereact/dropdown';
import { useAdminItems } from '../api/admin-items';
import { AdminLayout } from '../components/admin-layout';
import { CoachFeed } from '../components/coaching/coach-feed';
import { CoachMembers } from '../components/coaching/coach-members';
import '../coaching.css';

export default function AdminCoachingPage() {
  const plannings = useAdminItems('PLANNING');
  const [params, setParams] = useSearchParams();
  const planningId = params.get('planning');
  const options = (plannings.data ?? []).map((planning) => ({ value: planning.id, label: planning.name }));
  return (
    <AdminLayout title="Seguimiento">
      <div className="admin-toolbar">
        <label>
          Planificación
          <Dropdown
            value={planningId}
            options={options}
            onChange={(event) => setParams((event.value as string | undefined) ? { planning: String(event.value) } : {})}
            placeholder="Elegí una planificación"
            showClear
            scrollHeight="240px"
            aria-label="Planificación"
            data-testid="coach-planning"
          />
        </label>
      </div>
      {planningId ? <CoachMembers planningId={planningId} /> : <p>Elegí una planificación para ver a sus miembros.</p>}
      <CoachFeed planningId={planningId} />
    </AdminLayout>
  );
}
