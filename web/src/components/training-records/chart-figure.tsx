// A chart with its words: a caption, the drawing (lazy: the chart library loads only when a chart
// shows, never with the day view) and the same numbers in a table that only screen readers read
// (inside a visually hidden box: a table does not shrink to 1 px itself, and a wide one made the
// page scroll sideways at 320 and 390 px).
import { lazy, Suspense } from 'react';
import type { ChartSpec } from './progress-chart';

const ProgressChart = lazy(() => import('./progress-chart'));

export interface ChartTable {
  columns: readonly string[];
  rows: readonly (readonly string[])[];
}

export function ChartFigure(props: { id: string; title: string; spec: ChartSpec; table: ChartTable; empty?: string }) {
  const hasData = props.spec.x.length > 0;
  return (
    <figure className="chart-figure" aria-labelledby={`${props.id}-caption`} data-chart={props.id}>
      <figcaption id={`${props.id}-caption`} className="chart-figure__caption">
        {props.title}
      </figcaption>
      {hasData ? (
        <>
          {props.spec.series.length > 1 ? (
            <ul className="chart-figure__legend" aria-hidden="true">
              {props.spec.series.map((series) => (
                <li key={series.label}>
                  <span className="chart-figure__swatch" style={{ background: series.color }} />
                  {series.label}
                </li>
              ))}
            </ul>
          ) : null}
          <div aria-hidden="true" className="chart-figure__drawing">
            <Suspense fallback={<div className="chart-figure__placeholder" />}>
              <ProgressChart spec={props.spec} />
            </Suspense>
          </div>
          <div className="visually-hidden">
            <table>
              <caption>{props.title}</caption>
              <thead>
                <tr>
                  {props.table.columns.map((column) => (
                    <th key={column} scope="col">
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {props.table.rows.map((row, index) => (
                  <tr key={index}>
                    {row.map((cell, column) =>
                      column === 0 ? (
                        <th key={column} scope="row">
                          {cell}
                        </th>
                      ) : (
                        <td key={column}>{cell}</td>
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : (
        <p className="chart-figure__empty">{props.empty ?? 'Todavía no hay datos.'}</p>
      )}
    </figure>
  );
}
