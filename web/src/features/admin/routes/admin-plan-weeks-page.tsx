// /admin/plannings/:planningId/programme — the coach's training plan editor: pick a week, edit its days,
// sessions and blocks, save it; copy or move a whole week; preview the plan as a member sees it.
// The week being edited is in the address (?semana=3): a reload or the way back opens on it, and
// "Vista previa como miembro" opens the member's view on that same week.
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { useAdminItems } from '../api/admin-items';
import { useAdminPlanWeeks, usePlanWeekMutations } from '../api/admin-plan-weeks';
import { AdminLayout } from '../components/admin-layout';
import { LiftLibraryForm } from '../components/lift-library-form';
import { PlanWeekEditor } from '../components/plan-week-editor';
import { draftOf } from '../lib/plan-week-draft';
import { routes } from '../../../lib/paths';

export default function AdminPlanWeeksPage() {
  const { planningId = '' } = useParams();
  const plannings = useAdminItems('PLANNING');
  const planning = plannings.data?.find((item) => item.id === planningId);
  const programme = useAdminPlanWeeks(planningId);
  const { save, copy, move } = usePlanWeekMutations(planningId);
  const [search, setSearch] = useSearchParams();
  const weekNumber = Math.max(1, Number.parseInt(search.get('semana') ?? '1', 10) || 1);
  const setWeekNumber = (week: number) => setSearch({ semana: String(week) }, { replace: true });
  const [target, setTarget] = useState(2);
  const [saved, setSaved] = useState<string | null>(null);
  const weeks = planning?.durationWeeks ?? 0;
  const stored = programme.data?.find((week) => week.weekNumber === weekNumber) ?? null;
  const weekError = copy.error ?? move.error;

  return (
    <AdminLayout title={planning ? `Programa de «${planning.name}»` : 'Programa'}>
      <p className="programme-links">
        <Link to={routes.adminPlannings.to()}>← Planificaciones</Link> ·{' '}
        <Link to={`${routes.memberPlanning.to({ planningId })}?semana=${weekNumber}`}>Vista previa como miembro (semana {weekNumber})</Link>
      </p>
      {programme.error || plannings.error ? (
        <Message severity="error" text={(programme.error ?? plannings.error)?.message} />
      ) : !planning || !programme.data ? (
        <p role="status">Cargando el programa…</p>
      ) : weeks === 0 ? (
        <Message
          severity="warn"
          content={
            <p className="programme-no-length">
              Esta planificación todavía no tiene duración, así que no hay semanas para cargar. Definí la «Duración (semanas)» en{' '}
              <Link to={routes.adminPlanning.to({ itemId: planningId })}>los datos de la planificación</Link> y volvé acá.
            </p>
          }
        />
      ) : (
        <div className="programme-editor">
          <nav className="programme-weeks" aria-label="Semanas del programa">
            <label className="programme-field">
              Semana
              <select className="p-inputtext" value={weekNumber} onChange={(event) => setWeekNumber(Number(event.target.value))}>
                {Array.from({ length: weeks }, (_, index) => index + 1).map((n) => {
                  const week = programme.data.find((candidate) => candidate.weekNumber === n);
                  return (
                    <option key={n} value={n}>
                      {week ? week.title : `Semana ${n} (sin cargar)`}
                    </option>
                  );
                })}
              </select>
            </label>
            <label className="programme-field">
              Otra semana
              <select className="p-inputtext" value={target} onChange={(event) => setTarget(Number(event.target.value))}>
                {Array.from({ length: weeks }, (_, index) => index + 1)
                  .filter((n) => n !== weekNumber)
                  .map((n) => (
                    <option key={n} value={n}>
                      Semana {n}
                    </option>
                  ))}
              </select>
            </label>
            <Button
              type="button"
              label="Copiar a esa semana"
              icon="pi pi-copy"
              size="small"
              outlined
              disabled={!stored || target === weekNumber}
              onClick={() =>
                copy.mutate(
                  { fromWeek: weekNumber, toWeek: target },
                  { onSuccess: () => setSaved(`Copiaste la semana ${weekNumber} en la ${target}.`) },
                )
              }
            />
            <Button
              type="button"
              label="Mover a esa posición"
              icon="pi pi-arrows-v"
              size="small"
              outlined
              disabled={target === weekNumber}
              onClick={() =>
                move.mutate(
                  { fromWeek: weekNumber, toWeek: target },
                  {
                    onSuccess: () => {
                      setSaved(`Moviste la semana ${weekNumber} a la posición ${target}.`);
                      setWeekNumber(target);
                    },
                  },
                )
              }
            />
          </nav>
          {weekError ? <Message severity="error" text={weekError.message} /> : null}
          {saved ? (
            <p className="programme-saved" role="status">
              {saved}
            </p>
          ) : null}
          <LiftLibraryForm />
          <PlanWeekEditor
            // A new draft for each week and each stored version (after a save, copy or move).
            key={`${weekNumber}-${stored?.version ?? 0}`}
            planningId={planningId}
            initial={draftOf(stored, weekNumber)}
            saving={save.isPending}
            serverError={save.error?.message ?? null}
            onSave={(input) =>
              save.mutate(input, { onSuccess: () => setSaved(`Guardaste la semana ${weekNumber}. Los miembros ya la ven así.`) })
            }
          />
        </div>
      )}
    </AdminLayout>
  );
}
