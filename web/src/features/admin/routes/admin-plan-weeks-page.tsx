// /admin/plannings/:planningId/programme — the coach's training plan editor: pick a week, edit its days,
// sessions and blocks, save it; copy or move a whole week (each confirmed first, naming what it
// replaces or shifts, and undone in one tap: a move moves back, a copy over a loaded week puts the
// week it replaced back); preview the plan as a member sees it.
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
import { draftOf, weekInputOf } from '../lib/plan-week-draft';
import type { AdminProgrammeWeek } from '../api/admin-plan-weeks';
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
  // The copy or move asked for, waiting for "Sí"; then how to undo the one done.
  const [asked, setAsked] = useState<{ kind: 'copy' | 'move'; from: number; to: number } | null>(null);
  const [undo, setUndo] = useState<(() => void) | null>(null);
  const weeks = planning?.durationWeeks ?? 0;
  const stored = programme.data?.find((week) => week.weekNumber === weekNumber) ?? null;
  const weekError = copy.error ?? move.error;
  const weekAt = (n: number): AdminProgrammeWeek | null => programme.data?.find((week) => week.weekNumber === n) ?? null;

  /** What the asked copy or move does, in words, before it is done. */
  const askedText = (request: { kind: 'copy' | 'move'; from: number; to: number }): string => {
    if (request.kind === 'copy') {
      const there = weekAt(request.to);
      return there
        ? `¿Copiar la semana ${request.from} en la semana ${request.to}? Reemplaza «${there.title}».`
        : `¿Copiar la semana ${request.from} en la semana ${request.to} (sin cargar)?`;
    }
    const [low, high] = request.from < request.to ? [request.from + 1, request.to] : [request.to, request.from - 1];
    const shift = request.from < request.to ? 'suben' : 'bajan';
    return `¿Mover la semana ${request.from} a la posición ${request.to}? ${low === high ? `La semana ${low} ${shift === 'suben' ? 'sube' : 'baja'}` : `Las semanas ${low} a ${high} ${shift}`} un lugar.`;
  };

  const confirm = (request: { kind: 'copy' | 'move'; from: number; to: number }) => {
    setAsked(null);
    setUndo(null);
    if (request.kind === 'move') {
      move.mutate(
        { fromWeek: request.from, toWeek: request.to },
        {
          onSuccess: () => {
            setSaved(`Moviste la semana ${request.from} a la posición ${request.to}.`);
            setWeekNumber(request.to);
            setUndo(() => () => {
              setUndo(null);
              move.mutate(
                { fromWeek: request.to, toWeek: request.from },
                {
                  onSuccess: () => {
                    setSaved(`Deshecho: la semana volvió a la posición ${request.from}.`);
                    setWeekNumber(request.from);
                  },
                },
              );
            });
          },
        },
      );
      return;
    }
    const replaced = weekAt(request.to);
    copy.mutate(
      { fromWeek: request.from, toWeek: request.to },
      {
        onSuccess: (copied) => {
          setSaved(
            replaced
              ? `Copiaste la semana ${request.from} en la ${request.to}.`
              : `Copiaste la semana ${request.from} en la ${request.to}, que estaba sin cargar (no hay una semana anterior que recuperar).`,
          );
          if (!replaced || !copied) return;
          setUndo(() => () => {
            setUndo(null);
            // The week it replaced, saved back over the copy (its version, so a later edit is not overwritten).
            const input = weekInputOf(planningId, { ...draftOf(replaced, request.to), version: copied.version });
            save.mutate(input, { onSuccess: () => setSaved(`Deshecho: la semana ${request.to} volvió a ser «${replaced.title}».`) });
          });
        },
      },
    );
  };

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
              onClick={() => setAsked({ kind: 'copy', from: weekNumber, to: target })}
            />
            <Button
              type="button"
              label="Mover a esa posición"
              icon="pi pi-arrows-v"
              size="small"
              outlined
              disabled={target === weekNumber}
              onClick={() => setAsked({ kind: 'move', from: weekNumber, to: target })}
            />
          </nav>
          {asked ? (
            <div className="programme-confirm" role="group" aria-label="Confirmar">
              <p>{askedText(asked)}</p>
              <Button
                type="button"
                size="small"
                label={asked.kind === 'copy' ? 'Sí, copiar' : 'Sí, mover'}
                loading={copy.isPending || move.isPending}
                onClick={() => confirm(asked)}
              />
              <Button type="button" size="small" text label="Cancelar" onClick={() => setAsked(null)} />
            </div>
          ) : null}
          {weekError ? <Message severity="error" text={weekError.message} /> : null}
          {saved ? (
            <p className="programme-saved" role="status">
              {saved}{' '}
              {undo ? (
                <Button type="button" size="small" text label="Deshacer" loading={save.isPending || move.isPending} onClick={undo} />
              ) : null}
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
            onSave={(input) => {
              setUndo(null);
              save.mutate(input, { onSuccess: () => setSaved(`Guardaste la semana ${weekNumber}. Los miembros ya la ven así.`) });
            }}
          />
        </div>
      )}
    </AdminLayout>
  );
}
