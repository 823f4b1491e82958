// A result as the coach reads it in the feed and the member's log: the session and week, each
// lift's sets (reps × kg, the RPE she noted per set) on a line of its own, then time, rounds,
// distance, calories and the session's RPE; the records it set, named for what they are ("PR:
// Sentadilla trasera: serie más pesada 75 kg · 1RM estimado 82,5 kg"); "editado" once edited.
import { resultLines, type ResultView } from '../../../lib/plan-text';
import { recordsLine, type RecordView } from '../../../lib/record-text';
import '../coaching.css';

export function ResultSummary({
  result,
}: {
  result: ResultView & { sessionTitle: string; weekNumber: number; editedAt?: string | null; newRecords: readonly RecordView[] };
}) {
  return (
    <div className="coach-result">
      <p className="coach-feed__what">
        <strong>{result.sessionTitle}</strong> (semana {result.weekNumber})
        {result.editedAt ? <span className="coach-result__edited"> · editado</span> : null}
      </p>
      <ul className="coach-result__lines" data-testid="result-lines">
        {resultLines(result).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {result.newRecords.length > 0 ? (
        <p className="coach-result__records" data-testid="result-records">
          <span className="coach-result__pr">PR</span> {recordsLine(result.newRecords)}
        </p>
      ) : null}
    </div>
  );
}
