// The drawing of one progress chart with uPlot (chosen for its size: docs/decisions/,
// 2026-11-27): lines over time (typed maxes and estimated 1RMs, a series each, days as dd/mm:
// chart-axis.ts) or bars per week (share of the prescribed sessions done, kilos lifted). Loaded
// lazily by chart-figure.tsx; fits the width it is given.
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { dayLabel, dayRange, dayTicks } from './chart-axis';

export interface ChartSeries {
  label: string;
  values: readonly (number | null)[];
  color: string;
}

export interface ChartSpec {
  kind: 'line-over-time' | 'bars-per-week';
  /** Seconds since the epoch (line-over-time) or week numbers (bars-per-week). */
  x: readonly number[];
  series: readonly ChartSeries[];
  unit: string;
}

const HEIGHT = 200;
const number = (value: number): string => value.toLocaleString('es-AR', { maximumFractionDigits: 1 });

function optionsFor(spec: ChartSpec, width: number): uPlot.Options {
  const bars = spec.kind === 'bars-per-week';
  const percent = spec.unit === '%';
  const barPaths = bars ? uPlot.paths.bars?.({ size: [0.6, 48] }) : undefined;
  return {
    width,
    height: HEIGHT,
    // The figure writes its own legend (chart-figure.tsx): uPlot's showed a cursor readout ("Value: --").
    legend: { show: false },
    cursor: { show: !bars, points: { size: 8 } },
    scales: {
      x: { time: false, range: bars ? (_u, min, max) => [min - 0.6, max + 0.6] : () => dayRange(spec.x) },
      y: { range: (_u, _min, max) => [0, percent ? 100 : Math.max(1, max * 1.15)] },
    },
    axes: [
      {
        values: (_u, splits) => splits.map((value) => (bars ? (Number.isInteger(value) ? `S${value}` : '') : dayLabel(value))),
        splits: bars ? () => [...spec.x] : () => dayTicks(spec.x),
        stroke: '#444',
        grid: { show: false },
      },
      { values: (_u, splits) => splits.map((value) => `${number(value)}${spec.unit ? ` ${spec.unit}` : ''}`), size: 78, stroke: '#444' },
    ],
    series: [
      {},
      ...spec.series.map((series) => ({
        label: series.label,
        stroke: series.color,
        width: bars ? 1 : 2,
        fill: bars ? series.color : undefined,
        points: { show: !bars, size: 7, fill: series.color },
        // A series with gaps (a typed max between estimates) still reads as one line.
        spanGaps: true,
        ...(barPaths ? { paths: barPaths } : {}),
      })),
    ],
  };
}

export default function ProgressChart({ spec }: { spec: ChartSpec }) {
  const target = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = target.current;
    if (!element) return;
    const data = [[...spec.x], ...spec.series.map((series) => [...series.values])] as uPlot.AlignedData;
    const plot = new uPlot(optionsFor(spec, Math.max(element.clientWidth, 240)), data, element);
    const observer = new ResizeObserver(() => plot.setSize({ width: Math.max(element.clientWidth, 240), height: HEIGHT }));
    observer.observe(element);
    return () => {
      observer.disconnect();
      plot.destroy();
    };
  }, [spec]);
  return <div ref={target} className="progress-chart" />;
}
