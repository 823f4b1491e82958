// The competitions a planning prepares for, soonest first.
import { formatCalendarDate } from '../../../lib/format';

interface Competition {
  name: string;
  date: string;
  location: string;
}

export function PlanningCompetitions({ competitions }: { competitions: Competition[] }) {
  const ordered = [...competitions].sort((a, b) => a.date.localeCompare(b.date));
  return (
    <section className="planning-section" aria-labelledby="planning-competitions-title">
      <h2 id="planning-competitions-title">Competencias para las que te prepara</h2>
      <ul className="competition-list" data-testid="planning-competitions">
        {ordered.map((competition) => (
          <li key={`${competition.date}-${competition.name}`}>
            <span className="pi pi-flag" aria-hidden="true" />
            <div>
              <p className="competition-list__name">{competition.name}</p>
              <p className="competition-list__meta">
                <time dateTime={competition.date}>{formatCalendarDate(competition.date)}</time> · {competition.location}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
