// The form of one plan week: days (day 1–7 of the member's week), their sessions and the
// ordered blocks of each, with add / copy / move / remove at every level, a block's prescription
// (% of a named lift's 1RM included), scaling notes and demo video. The shared rules run before
// sending, with the server's messages; the server checks them again. A week shows collapsed to
// its days and a day to its sessions (the first of each open), so the coach sees the whole week
// on one screen and opens what she edits; every list reorders by keyboard (Subir / Bajar) and by
// pointer (drag the handle).
import { createContext, useContext, useState, type ReactNode } from 'react';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { planWeekSchema } from '../../../../../functions/domain/plan-weeks';
import type { ProgrammeWeekInput } from '../../../generated/graphql';
import { useAdminLifts } from '../api/admin-lifts';
import { uploadPlanVideo } from '../api/admin-plan-weeks';
import { useDragReorder } from '../lib/drag-reorder';
import {
  copyBlock,
  copyDay,
  copySession,
  emptyBlock,
  emptyDay,
  emptySession,
  freeDayNumber,
  blockErrorsOf,
  inDayOrder,
  moved,
  movedDay,
  weekInputOf,
  type BlockField,
  without,
  type BlockDraft,
  type DayDraft,
  type SessionDraft,
  type WeekDraft,
} from '../lib/plan-week-draft';

const WEEKDAY_HINT = 'Día 1 es el día de la semana en que cada miembro empezó.';

/** The rules' messages per block key and field, so each block marks its own wrong inputs. */
const BlockErrorsContext = createContext<Record<string, Partial<Record<BlockField, string>>>>({});

/** An item's header: its drag handle, a toggle that opens or collapses it, a summary when collapsed, its tools. */
function ItemHeader(props: {
  heading: ReactNode;
  level: 'h3' | 'strong';
  open: boolean;
  onToggle: () => void;
  summary: string;
  label: string;
  handle: ReturnType<ReturnType<typeof useDragReorder>['handle']>;
  tools: ReactNode;
}) {
  const Heading = props.level;
  return (
    <div className="programme-item-header">
      <span className="programme-drag" title={`Arrastrá para mover ${props.label}`} aria-hidden="true" {...props.handle}>
        <i className="pi pi-bars" />
      </span>
      <Heading className="programme-item-title">
        <button type="button" className="programme-toggle" aria-expanded={props.open} onClick={props.onToggle}>
          <i className={`pi ${props.open ? 'pi-chevron-down' : 'pi-chevron-right'}`} aria-hidden="true" />
          {props.heading}
        </button>
      </Heading>
      {props.tools}
      {!props.open && props.summary ? <p className="programme-summary">{props.summary}</p> : null}
    </div>
  );
}

function ListTools(props: { label: string; onUp: () => void; onDown: () => void; onCopy: () => void; onRemove: () => void }) {
  return (
    <span className="programme-tools">
      <Button type="button" icon="pi pi-arrow-up" text size="small" aria-label={`Subir ${props.label}`} onClick={props.onUp} />
      <Button type="button" icon="pi pi-arrow-down" text size="small" aria-label={`Bajar ${props.label}`} onClick={props.onDown} />
      <Button type="button" icon="pi pi-copy" text size="small" aria-label={`Copiar ${props.label}`} onClick={props.onCopy} />
      <Button
        type="button"
        icon="pi pi-trash"
        text
        size="small"
        severity="danger"
        aria-label={`Quitar ${props.label}`}
        onClick={props.onRemove}
      />
    </span>
  );
}

function BlockEditor(props: { planningId: string; block: BlockDraft; label: string; onChange: (block: BlockDraft) => void }) {
  const { block, label } = props;
  const [uploading, setUploading] = useState<string | null>(null);
  const lifts = useAdminLifts();
  const errors = useContext(BlockErrorsContext)[block.key] ?? {};
  const errorId = (field: string) => `${block.key}-${field}-error`;
  const marked = (field: string) =>
    errors[field as BlockField] ? { 'aria-invalid': true as const, 'aria-describedby': errorId(field), className: 'p-invalid' } : {};
  const fieldError = (field: string) =>
    errors[field as BlockField] ? (
      <small id={errorId(field)} className="programme-field-error">
        {errors[field as BlockField]}
      </small>
    ) : null;
  const input = (field: keyof BlockDraft, caption: string, wide = false) => (
    <label className={wide ? 'programme-field programme-field--wide' : 'programme-field'}>
      {caption}
      <InputText
        value={String(block[field] ?? '')}
        onChange={(event) => props.onChange({ ...block, [field]: event.target.value })}
        aria-label={`${caption} (${label})`}
        {...marked(field)}
      />
      {fieldError(field)}
    </label>
  );
  return (
    <div className="programme-block">
      {input('title', 'Título del bloque', true)}
      <label className="programme-field programme-field--wide">
        Texto
        <InputTextarea
          value={block.text}
          rows={4}
          autoResize
          onChange={(event) => props.onChange({ ...block, text: event.target.value })}
          aria-label={`Texto (${label})`}
        />
      </label>
      <fieldset className="programme-prescription">
        <legend>Prescripción (opcional)</legend>
        {input('sets', 'Series')}
        {input('reps', 'Repeticiones')}
        {input('percent', '% del 1RM')}
        <label className="programme-field">
          Levantamiento
          <select
            className="p-inputtext"
            value={block.lift}
            onChange={(event) => props.onChange({ ...block, lift: event.target.value })}
            aria-label={`Levantamiento (${label})`}
            {...marked('lift')}
          >
            <option value="">—</option>
            {block.lift && !lifts.data?.some((lift) => lift.id === block.lift) ? <option value={block.lift}>{block.lift}</option> : null}
            {lifts.data?.map((lift) => (
              <option key={lift.id} value={lift.id}>
                {lift.name}
              </option>
            ))}
          </select>
          {fieldError('lift')}
        </label>
        {input('timeCapMinutes', 'Tiempo límite (min)')}
        {input('rounds', 'Rondas')}
        {input('rpe', 'RPE')}
      </fieldset>
      <details className="programme-scaling">
        <summary>Escalas</summary>
        {input('beginner', 'Principiante', true)}
        {input('intermediate', 'Intermedio', true)}
        {input('rx', 'RX', true)}
      </details>
      <div className="programme-video">
        {block.videoKey ? (
          <>
            <span>Video: {block.videoKey.split('/').at(-1)}</span>
            <Button type="button" label="Quitar video" text size="small" onClick={() => props.onChange({ ...block, videoKey: null })} />
          </>
        ) : (
          // The browser's own "Choose File" hidden (still focusable and announced); the label is
          // the store's button.
          <label className="programme-video__pick p-button p-button-outlined p-button-sm">
            <i className="pi pi-video" aria-hidden="true" /> Subir video de demostración (MP4 o WebM)
            <input
              type="file"
              className="programme-video__input"
              accept="video/mp4,video/webm"
              aria-label={`Video de demostración (${label})`}
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (!file) return;
                setUploading('Subiendo el video…');
                uploadPlanVideo(props.planningId, file)
                  .then((videoKey) => {
                    setUploading(null);
                    props.onChange({ ...block, videoKey });
                  })
                  .catch((error: Error) => setUploading(error.message));
              }}
            />
          </label>
        )}
        {uploading ? <span role="status">{uploading}</span> : null}
      </div>
    </div>
  );
}

function SessionEditor(props: { planningId: string; session: SessionDraft; label: string; onChange: (session: SessionDraft) => void }) {
  const { session } = props;
  const setBlocks = (blocks: BlockDraft[]) => props.onChange({ ...session, blocks });
  const drag = useDragReorder((from, to) => setBlocks(moved(session.blocks, from, to - from)));
  return (
    <div className="programme-session">
      <label className="programme-field programme-field--wide">
        Título de la sesión
        <InputText
          value={session.title}
          onChange={(event) => props.onChange({ ...session, title: event.target.value })}
          aria-label={`Título de la sesión (${props.label})`}
        />
      </label>
      <ol className="programme-blocks">
        {session.blocks.map((block, index) => {
          const label = `${props.label}, bloque ${index + 1}`;
          return (
            <li key={block.key} {...drag.target(index)}>
              <div className="programme-item-header">
                <span className="programme-drag" title="Arrastrá para mover el bloque" aria-hidden="true" {...drag.handle(index)}>
                  <i className="pi pi-bars" />
                </span>
                <strong className="programme-item-title">Bloque {index + 1}</strong>
                <ListTools
                  label={`bloque ${index + 1} (${props.label})`}
                  onUp={() => setBlocks(moved(session.blocks, index, -1))}
                  onDown={() => setBlocks(moved(session.blocks, index, 1))}
                  onCopy={() => setBlocks([...session.blocks.slice(0, index + 1), copyBlock(block), ...session.blocks.slice(index + 1)])}
                  onRemove={() => setBlocks(without(session.blocks, index))}
                />
              </div>
              <BlockEditor
                planningId={props.planningId}
                block={block}
                label={label}
                onChange={(changed) => setBlocks(session.blocks.map((candidate, i) => (i === index ? changed : candidate)))}
              />
            </li>
          );
        })}
      </ol>
      <Button
        type="button"
        label="Agregar bloque"
        icon="pi pi-plus"
        size="small"
        outlined
        onClick={() => setBlocks([...session.blocks, emptyBlock()])}
      />
    </div>
  );
}

function DayEditor(props: { planningId: string; day: DayDraft; openFirstSession: boolean; onChange: (day: DayDraft) => void }) {
  const { day } = props;
  const setSessions = (sessions: SessionDraft[]) => props.onChange({ ...day, sessions });
  const drag = useDragReorder((from, to) => setSessions(moved(day.sessions, from, to - from)));
  const [openSessions, setOpenSessions] = useState<ReadonlySet<string>>(
    () => new Set(props.openFirstSession && day.sessions[0] ? [day.sessions[0].key] : []),
  );
  const toggleSession = (key: string) =>
    setOpenSessions((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  return (
    <div className="programme-day-body">
      <div className="programme-day-fields">
        <label className="programme-field">
          Día
          <select
            className="p-inputtext"
            value={day.dayNumber}
            onChange={(event) => props.onChange({ ...day, dayNumber: Number(event.target.value) })}
            aria-label={`Número del día ${day.dayNumber}`}
          >
            {[1, 2, 3, 4, 5, 6, 7].map((n) => (
              <option key={n} value={n}>
                Día {n}
              </option>
            ))}
          </select>
        </label>
        <label className="programme-field programme-field--wide">
          Título del día (opcional)
          <InputText
            value={day.title}
            onChange={(event) => props.onChange({ ...day, title: event.target.value })}
            aria-label={`Título del día ${day.dayNumber}`}
          />
        </label>
      </div>
      <ol className="programme-sessions">
        {day.sessions.map((session, index) => {
          const label = `día ${day.dayNumber}, sesión ${index + 1}`;
          const open = openSessions.has(session.key);
          return (
            <li key={session.key} {...drag.target(index)}>
              <ItemHeader
                heading={`Sesión ${index + 1}${open ? '' : ` · ${session.title || 'sin título'}`}`}
                level="strong"
                open={open}
                onToggle={() => toggleSession(session.key)}
                summary={session.blocks.map((block) => block.title || 'Bloque').join(' · ')}
                label={`la sesión ${index + 1}`}
                handle={drag.handle(index)}
                tools={
                  <ListTools
                    label={`sesión ${index + 1} del día ${day.dayNumber}`}
                    onUp={() => setSessions(moved(day.sessions, index, -1))}
                    onDown={() => setSessions(moved(day.sessions, index, 1))}
                    onCopy={() =>
                      setSessions([...day.sessions.slice(0, index + 1), copySession(session), ...day.sessions.slice(index + 1)])
                    }
                    onRemove={() => setSessions(without(day.sessions, index))}
                  />
                }
              />
              {open ? (
                <SessionEditor
                  planningId={props.planningId}
                  session={session}
                  label={label}
                  onChange={(changed) => setSessions(day.sessions.map((candidate, i) => (i === index ? changed : candidate)))}
                />
              ) : null}
            </li>
          );
        })}
      </ol>
      <Button
        type="button"
        label="Agregar sesión"
        icon="pi pi-plus"
        size="small"
        outlined
        onClick={() => {
          const added = emptySession();
          setSessions([...day.sessions, added]);
          setOpenSessions((current) => new Set([...current, added.key]));
        }}
      />
    </div>
  );
}

export function PlanWeekEditor(props: {
  planningId: string;
  initial: WeekDraft;
  saving: boolean;
  serverError: string | null;
  onSave: (input: ProgrammeWeekInput) => void;
}) {
  const [draft, setDraft] = useState(props.initial);
  const [problem, setProblem] = useState<string | null>(null);
  const [blockErrors, setBlockErrors] = useState<Record<string, Partial<Record<BlockField, string>>>>({});
  const setDays = (days: DayDraft[]) => setDraft((current) => ({ ...current, days }));
  const free = freeDayNumber(draft.days);
  const drag = useDragReorder((from, to) => setDays(movedDay(draft.days, from, to - from)));
  // The first day opens with its first session; the rest show one line each until opened.
  const [openDays, setOpenDays] = useState<ReadonlySet<string>>(() => new Set(props.initial.days[0] ? [props.initial.days[0].key] : []));
  const toggleDay = (key: string) =>
    setOpenDays((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });

  const save = () => {
    const input = weekInputOf(props.planningId, draft);
    const checked = planWeekSchema.safeParse(input);
    if (!checked.success) {
      setBlockErrors(blockErrorsOf(draft, checked.error.issues));
      setProblem(checked.error.issues[0]?.message ?? 'Revisá los datos.');
      return;
    }
    setBlockErrors({});
    setProblem(null);
    props.onSave(input);
  };

  return (
    <BlockErrorsContext.Provider value={blockErrors}>
      <form
        className="programme-week"
        aria-label={`Semana ${draft.weekNumber}`}
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <label className="programme-field programme-field--wide">
          Título de la semana
          <InputText value={draft.title} onChange={(event) => setDraft({ ...draft, title: event.target.value })} />
        </label>
        <p className="programme-hint">{WEEKDAY_HINT}</p>
        <ol className="programme-days">
          {draft.days.map((day, index) => {
            const open = openDays.has(day.key);
            return (
              <li key={day.key} className="programme-day" {...drag.target(index)}>
                <ItemHeader
                  heading={`Día ${day.dayNumber}${day.title ? ` · ${day.title}` : ''}`}
                  level="h3"
                  open={open}
                  onToggle={() => toggleDay(day.key)}
                  summary={
                    day.sessions.length === 0
                      ? 'Sin sesiones'
                      : day.sessions.map((session) => session.title || 'Sesión sin título').join(' · ')
                  }
                  label={`el día ${day.dayNumber}`}
                  handle={drag.handle(index)}
                  tools={
                    <ListTools
                      label={`día ${day.dayNumber}`}
                      onUp={() => setDays(movedDay(draft.days, index, -1))}
                      onDown={() => setDays(movedDay(draft.days, index, 1))}
                      onCopy={() => {
                        const copy = copyDay(draft.days, index);
                        if (copy) setDays(inDayOrder([...draft.days, copy]));
                        else setProblem('La semana ya tiene sus 7 días.');
                      }}
                      onRemove={() => setDays(without(draft.days, index))}
                    />
                  }
                />
                {open ? (
                  <DayEditor
                    planningId={props.planningId}
                    day={day}
                    openFirstSession={index === 0}
                    onChange={(changed) => setDays(draft.days.map((candidate, i) => (i === index ? changed : candidate)))}
                  />
                ) : null}
              </li>
            );
          })}
        </ol>
        <div className="programme-actions">
          <Button
            type="button"
            label="Agregar día"
            icon="pi pi-plus"
            outlined
            disabled={free === null}
            onClick={() => {
              if (!free) return;
              const added = emptyDay(free);
              setDays(inDayOrder([...draft.days, added]));
              setOpenDays((current) => new Set([...current, added.key]));
            }}
          />
          <Button type="submit" label="Guardar semana" icon="pi pi-save" loading={props.saving} />
        </div>
        {problem || props.serverError ? (
          <p className="programme-problem" role="alert">
            {problem ?? props.serverError}
          </p>
        ) : null}
      </form>
    </BlockErrorsContext.Provider>
  );
}
