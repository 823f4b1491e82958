// A chart with its words: a caption, the drawing (lazy: the chart library loads only when a chart
// shows, never with the day view) and the same numbers in a table that only screen readers read.
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
          <div aria-hidden="true" className="chart-figure__drawing">
            <Suspense fallback={<div className="chart-figure__placeholder" />}>
              <ProgressChart spec={props.spec} />
            </Suspense>
          </div>
          <table className="visually-hidden">
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
        </>
      ) : (
        <p className="chart-figure__empty">{props.empty ?? 'Todavía no hay datos.'}</p>
      )}
    </figure>
  );
}
