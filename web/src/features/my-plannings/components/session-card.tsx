// One session of the plan: its ordered blocks (each in one row: its title and the prescription in
// words with the member's kilos; the text, scaling notes and demo video one tap away on a phone),
// whether it is done, and for a member the result form, their history of that session and their
// coach's comments on it (coaching). Collapsed to its title (a button) unless it is today's: a day
// with several sessions, and today's session itself, stay one phone screen (390 × 844). The
// result's button comes first, under the title (the history's in the title's row, named): at the gym,
// logging is the one thing to reach without scrolling. A done session says what was done. Results logged offline show "pendiente de
// sincronizar" until the queue has sent them.
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { Button } from 'primereact/button';
import { Tag } from 'primereact/tag';
import type { PlanBlock, PlanSession } from '../api/planning-week';
import { useSessionResults, type LoggedResult } from '../api/results';
import type { ViewerKey } from '../api/keys';
import { formatResult, needsMax, prescriptionParts } from '../../../lib/plan-text';
import { discardQueued, type QueuedResult } from '../offline/result-queue';
import { useQueuedResults } from '../offline/use-queued-results';
import { PlanStatus } from './plan-status';
import { BlockTools, useHasBlockTools } from '../gym-tools/block-tools';
import { routes } from '../../../lib/paths';

// Loaded when first shown, after the plan's first paint; precached with the day view by the member
// app's worker (web/sw/member-precache.ts), so they open with no connection too.
const ResultForm = lazy(() => import('./result-form').then((module) => ({ default: module.ResultForm })));
const SessionHistory = lazy(() => import('./session-history').then((module) => ({ default: module.SessionHistory })));
const RecordCelebration = lazy(() => import('./record-celebration').then((module) => ({ default: module.RecordCelebration })));
const SessionThreads = lazy(() => import('../../../components/coaching').then((module) => ({ default: module.SessionThreads })));

/** Wide screens (a desktop) have room for every block's details; a phone shows them on a tap. */
const WIDE_SCREEN = '(min-width: 64rem)';
const detailsOpenAtFirst = (): boolean => (typeof window.matchMedia === 'function' ? window.matchMedia(WIDE_SCREEN).matches : false);

/** A block's text on one line: "3 rondas:\n200 m trote\n10 sentadillas" → "3 rondas: 200 m trote · 10 sentadillas". */
const oneLine = (text: string): string => text.replace(/:\s*\n\s*/g, ': ').replace(/\s*\n\s*/g, ' · ');

/**
 * One block in one row: its title and the prescription in words (or, without one, the start of its
 * text); the coach's text, the scaling and the demo video one tap away on a phone.
 */
/** A block's scaling levels as the member reads them, easiest first. */
const SCALING_LEVELS = [
  ['beginner', 'Principiante'],
  ['intermediate', 'Intermedio'],
  ['rx', 'RX'],
] as const;

function BlockView({ block }: { block: PlanBlock }) {
  const [open, setOpen] = useState(detailsOpenAtFirst);
  const parts = block.prescription ? prescriptionParts(block.prescription) : [];
  const tools = useHasBlockTools(block);
  const hasDetails = Boolean(block.text || block.scaling || block.videoUrl || tools);
  const detailsId = `block-${block.id}-details`;
  const headline = (
    <>
      <span className="plan-block__title">{block.title}</span>{' '}
      {parts.length > 0 ? (
        <span className="plan-block__prescription" data-testid="prescription">
          {parts.join(' · ')}
        </span>
      ) : block.text && !open ? (
        // The text's start, while it is folded: a warm-up says what it is without a tap (read
        // whole by a screen reader: only its display is cut to one line).
        <span className="plan-block__preview">{oneLine(block.text)}</span>
      ) : null}
    </>
  );
  return (
    <li className="plan-block" data-block-id={block.id}>
      <h4 className="plan-block__head">
        {hasDetails ? (
          <button
            type="button"
            className="plan-block__toggle"
            aria-expanded={open}
            aria-controls={detailsId}
            onClick={() => setOpen((value) => !value)}
          >
            <span className="plan-block__headline">{headline}</span>
            <i className={`pi ${open ? 'pi-chevron-up' : 'pi-chevron-down'}`} aria-hidden="true" />
          </button>
        ) : (
          <span className="plan-block__headline">{headline}</span>
        )}
      </h4>
      {hasDetails ? (
        <div id={detailsId} className="plan-block__details" hidden={!open}>
          {tools ? <BlockTools block={block} /> : null}
          {block.text ? <p className="plan-block__text">{block.text}</p> : null}
          {block.scaling || block.videoUrl ? (
            <div className="plan-block__more">
              {block.scaling ? (
                <details className="plan-block__scaling">
                  <summary>Escalas</summary>
                  <dl>
                    {SCALING_LEVELS.map(([level, label]) => {
                      const text = block.scaling?.[level];
                      return text ? (
                        <div key={level}>
                          <dt>{label}</dt>
                          <dd>{text}</dd>
                        </div>
                      ) : null;
                    })}
                  </dl>
                </details>
              ) : null}
              {block.videoUrl ? (
                <details className="plan-block__video">
                  <summary>Ver demostración</summary>
                  <video src={block.videoUrl} controls preload="none" playsInline width={480} height={270} />
                </details>
              ) : null}
            </div>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

/** A queued result in words: its lifts named from the session's blocks (the server names them once it has it). */
function queuedResultText(input: QueuedResult['input'], session: PlanSession): string {
  const liftNameOf = (blockId: string | number) => {
    const block = session.blocks.find((candidate) => candidate.id === String(blockId));
    return block?.prescription?.liftName ?? block?.title ?? '';
  };
  return formatResult({
    ...input,
    lifts: (input.lifts ?? []).map((lift) => ({ liftId: String(lift.blockId), liftName: liftNameOf(lift.blockId), sets: lift.sets })),
  });
}

function QueuedResults({ queued, session }: { queued: QueuedResult[]; session: PlanSession }) {
  return (
    <ul className="session-queued" aria-label="Resultados sin sincronizar">
      {queued.map(({ input, refusal }) => (
        <li key={String(input.idempotencyKey)} className={refusal ? 'session-queued__refused' : undefined}>
          <strong>{queuedResultText(input, session)}</strong>{' '}
          {refusal ? (
            <>
              <span>No se pudo sincronizar: {refusal}</span>{' '}
              <Button type="button" size="small" text label="Descartar" onClick={() => void discardQueued(String(input.idempotencyKey))} />
            </>
          ) : (
            <Tag value="pendiente de sincronizar" severity="warning" icon="pi pi-cloud-upload" />
          )}
        </li>
      ))}
    </ul>
  );
}

export function SessionCard(props: {
  session: PlanSession;
  done: boolean;
  viewer: ViewerKey;
  planningId: string;
  weekNumber: number;
  canLog: boolean;
  /** Shown open at first (today's sessions); the others show their title until tapped. */
  defaultOpen: boolean;
}) {
  const [open, setOpen] = useState(props.defaultOpen);
  const [logging, setLogging] = useState(false);
  const [showHistory, setShowHistory] = useState(false);
  const [saved, setSaved] = useState<LoggedResult | null>(null);
  const { session } = props;
  const queued = useQueuedResults(props.viewer, props.planningId).filter((result) => result.input.sessionId === session.id);
  // A done session says what she did (after a reload too, offline from the kept answer), not only "Hecha".
  const results = useSessionResults(props.viewer, props.planningId, session.id, props.done && open && props.canLog);
  const latest = props.done && !showHistory ? results.data?.[0] : undefined;
  const bodyId = `session-${session.id}-body`;
  return (
    <article className="session-card" data-session-id={session.id} aria-label={session.title}>
      <header className="session-card__header">
        <h3>
          <button
            type="button"
            className="session-card__toggle"
            aria-expanded={open}
            aria-controls={bodyId}
            onClick={() => setOpen((value) => !value)}
          >
            <i className={`pi ${open ? 'pi-chevron-down' : 'pi-chevron-right'}`} aria-hidden="true" />
            {session.title}
          </button>
        </h3>
        {props.done ? <Tag value="Hecha" severity="success" icon="pi pi-check" /> : null}
        {open && props.canLog ? (
          // In the title's row (the row under the title stays for logging, so today's sessions keep
          // to one phone screen), named in words: an icon alone said nothing.
          <Button
            type="button"
            size="small"
            text
            className="session-card__history"
            label={showHistory ? 'Ocultar historial' : 'Historial'}
            aria-expanded={showHistory}
            onClick={() => setShowHistory((value) => !value)}
          />
        ) : null}
      </header>
      {!open ? <p className="session-card__summary">{session.blocks.map((block) => block.title).join(' · ')}</p> : null}
      <div id={bodyId} className="session-card__body" hidden={!open}>
        {props.canLog ? (
          <div className="session-card__actions">
            <Button
              type="button"
              size="small"
              label={logging ? 'Cerrar' : props.done || queued.length > 0 ? 'Registrar otro resultado' : 'Registrar resultado'}
              icon={logging ? 'pi pi-times' : 'pi pi-pencil'}
              outlined={logging}
              onClick={() => {
                setSaved(null);
                setLogging((value) => !value);
              }}
            />
          </div>
        ) : null}
        {latest ? (
          <p className="session-card__result" data-testid="session-latest-result">
            Tu resultado: <strong>{formatResult(latest)}</strong>
          </p>
        ) : null}
        {queued.length > 0 ? <QueuedResults queued={queued} session={session} /> : null}
        <Suspense fallback={<PlanStatus label="Cargando…" />}>
          {logging ? (
            <ResultForm
              viewer={props.viewer}
              planningId={props.planningId}
              weekNumber={props.weekNumber}
              session={session}
              onSaved={(result) => {
                setSaved(result);
                setLogging(false);
                setShowHistory(true);
              }}
            />
          ) : null}
          {saved ? <RecordCelebration viewer={props.viewer} records={saved.newRecords} /> : null}
          {showHistory ? (
            <SessionHistory
              viewer={props.viewer}
              planningId={props.planningId}
              weekNumber={props.weekNumber}
              session={session}
              canEdit={props.canLog}
            />
          ) : null}
        </Suspense>
        {props.canLog ? (
          <Suspense fallback={null}>
            <SessionThreads viewer={props.viewer} planningId={props.planningId} sessionId={session.id} />
          </Suspense>
        ) : null}
        {session.blocks.some((block) => block.prescription && needsMax(block.prescription)) ? (
          <p className="session-card__hint">
            Cargá tu 1RM en <Link to={routes.myRecords.to()}>Mis marcas</Link> para ver los kilos.
          </p>
        ) : null}
        <ol className="session-card__blocks">
          {session.blocks.map((block) => (
            <BlockView key={block.id} block={block} />
          ))}
        </ol>
      </div>
    </article>
  );
}
