// One lift's records, as the member reads them in Mis marcas and her coach on her page: the working
// max she typed and the best estimate apart (an estimate from a light day never reads as her max),
// a dated table of her records named for what they are (the heaviest set, the best set of 3 or 5
// or more reps, the estimate and the set it comes from), and a chart with the typed maxes and the
// estimates as two series.
import { formatNumber } from '../../../../functions/domain/field-messages';
import { formatStoreDate } from '../../../../functions/domain/store-clock';
import type { LiftRecordsFieldsFragment } from '../../generated/graphql';
import { graphql } from '../../generated';
import { ChartFigure } from './chart-figure';

// What the card reads: the member's own query (Mis marcas) and the coach's ask for this fragment.
graphql(`
  fragment LiftRecordsFields on LiftRecords {
    liftId
    liftName
    workingMaxKg
    history {
      at
      kg
      source
      reps
      setKg
    }
    repMaxes {
      reps
      kg
      at
    }
  }
`);

type LiftRecordsView = LiftRecordsFieldsFragment;

const COLORS = { typed: '#1d4ed8', estimate: '#c2410c' };

/** Each rep-max count as a record is named: a set of 5 at 52 kg is not a "single" nor a "1RM". */
const REP_MAX_WORDS: Readonly<Record<number, string>> = {
  1: 'Serie más pesada',
  3: 'Mejor serie de 3 o más reps',
  5: 'Mejor serie de 5 o más reps',
};

const seconds = (iso: string): number => Math.floor(new Date(iso).getTime() / 1000);
const kilos = (kg: number): string => `${formatNumber(kg)} kg`;
const day = (iso: string): string => formatStoreDate(new Date(iso));

export function LiftRecordCard({ record }: { record: LiftRecordsView }) {
  const points = record.history;
  const estimates = points.filter((point) => point.source === 'ESTIMATED');
  const bestEstimate = estimates.reduce<(typeof estimates)[number] | null>(
    (best, point) => (!best || point.kg > best.kg ? point : best),
    null,
  );
  const id = `e1rm-${record.liftId.toLowerCase()}`;
  const rows = [
    ...[1, 3, 5].flatMap((reps) => {
      const best = record.repMaxes.find((repMax) => repMax.reps === reps);
      return best ? [{ name: REP_MAX_WORDS[reps] ?? `${reps} repeticiones`, kg: best.kg, at: best.at }] : [];
    }),
    ...(bestEstimate
      ? [
          {
            name: `1RM estimado (de ${bestEstimate.reps ?? '?'} × ${kilos(bestEstimate.setKg ?? 0)})`,
            kg: bestEstimate.kg,
            at: bestEstimate.at,
          },
        ]
      : []),
  ];
  return (
    <article className="lift-record" data-lift-id={record.liftId} aria-labelledby={`${id}-name`}>
      <h3 id={`${id}-name`}>{record.liftName}</h3>
      <dl className="lift-record__numbers">
        <div>
          <dt>Máximo de trabajo (cargado)</dt>
          <dd data-testid="working-max">{record.workingMaxKg ? kilos(record.workingMaxKg) : '—'}</dd>
        </div>
        <div>
          <dt>Mejor 1RM estimado</dt>
          <dd data-testid="best-estimate">{bestEstimate ? kilos(bestEstimate.kg) : '—'}</dd>
        </div>
      </dl>
      {rows.length > 0 ? (
        <table className="lift-record__prs" data-testid="lift-prs">
          <caption>Récords de {record.liftName}</caption>
          <thead>
            <tr>
              <th scope="col">Récord</th>
              <th scope="col">Carga</th>
              <th scope="col">Fecha</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.name}>
                <th scope="row">{row.name}</th>
                <td>{kilos(row.kg)}</td>
                <td>{day(row.at)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <ChartFigure
        id={id}
        title={`Máximos de ${record.liftName}: cargados y estimados, en kg`}
        empty="Registrá series de este levantamiento para ver tu 1RM estimado."
        spec={{
          kind: 'line-over-time',
          unit: 'kg',
          x: points.map((point) => seconds(point.at)),
          series: [
            { label: 'Máximo cargado', values: points.map((point) => (point.source === 'TYPED' ? point.kg : null)), color: COLORS.typed },
            {
              label: '1RM estimado',
              values: points.map((point) => (point.source === 'ESTIMATED' ? point.kg : null)),
              color: COLORS.estimate,
            },
          ],
        }}
        table={{
          columns: ['Fecha', 'Máximo (kg)', 'Origen'],
          rows: points.map((point) => [
            day(point.at),
            formatNumber(point.kg),
            point.source === 'TYPED' ? 'Cargado en Mis marcas' : `Estimado de ${point.reps} × ${formatNumber(point.setKg ?? 0)} kg`,
          ]),
        }}
      />
    </article>
  );
}
