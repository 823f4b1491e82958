// A result as the coach reads it in the feed and the member's log: the session and week, each
// lift's sets (reps × kg, the RPE she noted per set) on a line of its own, then time, rounds,
// distance, calories and the session's RPE; "PR" when it set a record, "editado" once edited.
import { resultLines, type ResultView } from '../../../lib/plan-text';
import '../coaching.css';

export function ResultSummary({
  result,
}: {
  result: ResultView & { sessionTitle: string; weekNumber: number; editedAt?: string | null; newRecords: readonly unknown[] };
}) {
  return (
    <div className="coach-result">
      <p className="coach-feed__what">
        <strong>{result.sessionTitle}</strong> (semana {result.weekNumber})
        {result.newRecords.length > 0 ? <span className="coach-result__pr"> PR</span> : null}
        {result.editedAt ? <span className="coach-result__edited"> · editado</span> : null}
      </p>
      <ul className="coach-result__lines" data-testid="result-lines">
        {resultLines(result).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </div>
  );
}
