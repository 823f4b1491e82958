// The admin's choice of a planning, kept in the address (?planning=…) so a reload or a shared link
// opens the same one: the coach's view and the subscriptions page start from it.
import { useSearchParams } from 'react-router';
import { Dropdown } from 'primereact/dropdown';
import { useAdminItems } from '../api/admin-items';

/** The planning chosen in the address, or null. */
export function useChosenPlanning(): string | null {
  const [params] = useSearchParams();
  return params.get('planning');
}

export function PlanningPicker({ testId, filter = false }: { testId: string; filter?: boolean }) {
  const plannings = useAdminItems('PLANNING');
  const [, setParams] = useSearchParams();
  const planningId = useChosenPlanning();
  const options = (plannings.data ?? []).map((planning) => ({ value: planning.id, label: planning.name }));
  return (
    <div className="admin-toolbar">
      <label>
        Planificación
        <Dropdown
          value={planningId}
          options={options}
          onChange={(event) => setParams((event.value as string | undefined) ? { planning: String(event.value) } : {})}
          placeholder="Elegí una planificación"
          showClear
          filter={filter}
          scrollHeight="240px"
          aria-label="Planificación"
          data-testid={testId}
        />
      </label>
    </div>
  );
}
