// The drawing of one progress chart with uPlot (chosen for its size: docs/decisions/,
// 2026-11-27): a line over time (estimated 1RM) or bars per week (share of the prescribed
// sessions done, kilos lifted). Loaded lazily by chart-figure.tsx; fits the width it is given.
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

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
const STORE_OFFSET_SECONDS = -3 * 3600;
const two = (value: number): string => String(value).padStart(2, '0');
/** A moment at the store's clock (-03:00): "27/11", or "18:05" when the chart spans less than two days. */
const momentLabel = (seconds: number, withTime: boolean): string => {
  const date = new Date((seconds + STORE_OFFSET_SECONDS) * 1000);
  return withTime ? `${two(date.getUTCHours())}:${two(date.getUTCMinutes())}` : `${two(date.getUTCDate())}/${two(date.getUTCMonth() + 1)}`;
};

function optionsFor(spec: ChartSpec, width: number): uPlot.Options {
  const bars = spec.kind === 'bars-per-week';
  const span = spec.x.length > 0 ? Math.max(...spec.x) - Math.min(...spec.x) : 0;
  const withTime = !bars && span < 2 * 86_400;
  const percent = spec.unit === '%';
  const barPaths = bars ? uPlot.paths.bars?.({ size: [0.6, 48] }) : undefined;
  return {
    width,
    height: HEIGHT,
    legend: { show: spec.series.length > 1 },
    cursor: { show: !bars, points: { size: 8 } },
    scales: {
      x: { time: false, ...(bars ? { range: (_u, min, max) => [min - 0.6, max + 0.6] } : {}) },
      y: { range: (_u, _min, max) => [0, percent ? 100 : Math.max(1, max * 1.15)] },
    },
    axes: [
      {
        values: (_u, splits) => splits.map((value) => (bars ? (Number.isInteger(value) ? `S${value}` : '') : momentLabel(value, withTime))),
        ...(bars ? { splits: () => [...spec.x] } : {}),
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
