// One session of the plan: its ordered blocks (text with line breaks, the prescription in words
// with the member's kilos, scaling notes, the demo video), whether it is done, and for a member
// the result form, their history of that session and their coach's comments on it (coaching).
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from 'primereact/button';
import { Tag } from 'primereact/tag';
import type { PlanBlock, PlanSession } from '../api/planning-week';
import type { LoggedResult } from '../api/results';
import type { ViewerKey } from '../api/keys';
import { needsMax, prescriptionParts } from '../domain/plan-text';
import { RECORDS_PATH } from '../domain/paths';
import { RecordCelebration } from './record-celebration';
import { ResultForm } from './result-form';
import { SessionHistory } from './session-history';
import { SessionThreads } from '../../coaching';

function BlockView({ block }: { block: PlanBlock }) {
  const parts = block.prescription ? prescriptionParts(block.prescription) : [];
  return (
    <li className="plan-block" data-block-id={block.id}>
      <h4 className="plan-block__title">{block.title}</h4>
      {parts.length > 0 ? (
        <p className="plan-block__prescription" data-testid="prescription">
          {parts.join(' · ')}
        </p>
      ) : null}
      {block.prescription && needsMax(block.prescription) ? (
        <p className="plan-block__hint">
          Cargá tu 1RM en <Link to={RECORDS_PATH}>Mis marcas</Link> para ver los kilos.
        </p>
      ) : null}
      {block.text ? <p className="plan-block__text">{block.text}</p> : null}
      {block.scaling ? (
        <details className="plan-block__scaling">
          <summary>Escalas</summary>
          <dl>
            {block.scaling.beginner ? (
              <div>
                <dt>Principiante</dt>
                <dd>{block.scaling.beginner}</dd>
              </div>
            ) : null}
            {block.scaling.intermediate ? (
              <div>
                <dt>Intermedio</dt>
                <dd>{block.scaling.intermediate}</dd>
              </div>
            ) : null}
            {block.scaling.rx ? (
              <div>
                <dt>RX</dt>
                <dd>{block.scaling.rx}</dd>
              </div>
            ) : null}
          </dl>
        </details>
      ) : null}
      {block.videoUrl ? (
        <details className="plan-block__video">
          <summary>Ver demostración</summary>
          <video src={block.videoUrl} controls preload="none" playsInline width={480} height={270} />
        </details>
      ) : null}
    </li>
  );
}

export function SessionCard(props: {
  session: PlanSession;
  done: boolean;
  viewer: ViewerKey;
  planningId: string;
  weekNumber: number;
  canLog: boolean;
}) {
  const [logging, setLogging] = useState(false);
  const [showHistory, setShowHistory] = useState(false);
  const [saved, setSaved] = useState<LoggedResult | null>(null);
  const { session } = props;
  return (
    <article className="session-card" data-session-id={session.id} aria-label={session.title}>
      <header className="session-card__header">
        <h3>{session.title}</h3>
        {props.done ? <Tag value="Hecha" severity="success" icon="pi pi-check" /> : null}
      </header>
      <ol className="session-card__blocks">
        {session.blocks.map((block) => (
          <BlockView key={block.id} block={block} />
        ))}
      </ol>
      {props.canLog ? (
        <div className="session-card__actions">
          <Button
            type="button"
            size="small"
            label={logging ? 'Cerrar' : props.done ? 'Registrar otro resultado' : 'Registrar resultado'}
            icon={logging ? 'pi pi-times' : 'pi pi-pencil'}
            outlined={logging}
            onClick={() => {
              setSaved(null);
              setLogging((open) => !open);
            }}
          />
          <Button
            type="button"
            size="small"
            text
            label={showHistory ? 'Ocultar historial' : 'Mi historial'}
            icon="pi pi-history"
            onClick={() => setShowHistory((open) => !open)}
          />
        </div>
      ) : null}
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
      {props.canLog ? <SessionThreads viewer={props.viewer} planningId={props.planningId} sessionId={session.id} /> : null}
    </article>
  );
}
