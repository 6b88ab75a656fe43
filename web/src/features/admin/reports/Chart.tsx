import {
  BarController,
  BarElement,
  CategoryScale,
  Chart as ChartJs,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { useEffect, useRef } from 'react';

// Only the parts these charts use (Chart.js is tree-shakable when registered piece by piece).
ChartJs.register(
  BarController,
  BarElement,
  LineController,
  LineElement,
  PointElement,
  CategoryScale,
  LinearScale,
  Legend,
  Tooltip,
);

export interface Series {
  label: string;
  values: readonly number[];
  color: string;
}

/**
 * A bar or line chart of a report's periods. The figures it draws are in the table beside it too: a canvas
 * says nothing to a screen reader, so the chart is decoration (aria-hidden) and the table is the record.
 */
export function Chart({
  kind,
  labels,
  series,
}: {
  kind: 'bar' | 'line';
  labels: readonly string[];
  series: readonly Series[];
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return;
    const chart = new ChartJs(canvas.current, {
      type: kind,
      data: {
        labels: [...labels],
        datasets: series.map((s) => ({
          label: s.label,
          data: [...s.values],
          backgroundColor: s.color,
          borderColor: s.color,
        })),
      },
      options: {
        animation: false,
        responsive: true,
        maintainAspectRatio: false,
        scales: { y: { beginAtZero: true } },
      },
    });
    return () => chart.destroy();
  }, [kind, labels, series]);
  return (
    <div className="admin-chart" aria-hidden="true">
      <canvas ref={canvas} />
    </div>
  );
}
