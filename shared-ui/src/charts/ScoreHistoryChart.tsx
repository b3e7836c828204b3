import { line } from 'd3-shape';
import { useTheme } from 'styled-components';

export interface SeriesPoint {
  at: Date;
  score: number;
}

export interface HistorySeries {
  name: string;
  points: readonly SeriesPoint[];
  min: number;
  max: number;
  colour: string;
  /** Dashed line, so the two series differ by more than colour. */
  dashed?: boolean;
}

export interface ScoreHistoryChartProps {
  series: readonly HistorySeries[];
  width?: number;
  height?: number;
}

const PAD = { top: 12, right: 44, bottom: 28, left: 44 };
let shortFormat: Intl.DateTimeFormat | undefined;
const shortDate = (d: Date) => (shortFormat ??= new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' })).format(d);

/**
 * Both scores over time (d3-shape line), each on its own scale: CapitalScore on the left axis,
 * PAYDEX on the right; the first and last dates under the time axis. Decorative for screen readers:
 * the page lists the same history as a table.
 */
export default function ScoreHistoryChart({ series, width = 560, height = 200 }: ScoreHistoryChartProps) {
  const theme = useTheme();
  const times = series.flatMap((s) => s.points.map((p) => p.at.getTime()));
  const first = Math.min(...times);
  const last = Math.max(...times);
  const innerW = width - PAD.left - PAD.right;
  const innerH = height - PAD.top - PAD.bottom;
  const x = (t: number) => PAD.left + (last === first ? innerW / 2 : ((t - first) / (last - first)) * innerW);
  const yOf = (s: HistorySeries) => (v: number) => PAD.top + innerH - ((v - s.min) / (s.max - s.min)) * innerH;
  const [left, right] = series;
  const text = { fontSize: 11, fill: theme.colors.textMuted };
  return (
    <svg aria-hidden="true" width="100%" viewBox={`0 0 ${width} ${height}`} style={{ maxWidth: width }}>
      <line x1={PAD.left} x2={width - PAD.right} y1={PAD.top + innerH} y2={PAD.top + innerH} stroke={theme.colors.border} />
      {left && (
        <>
          <text x={PAD.left - 6} y={PAD.top + 4} textAnchor="end" {...text}>
            {left.max}
          </text>
          <text x={PAD.left - 6} y={PAD.top + innerH} textAnchor="end" {...text}>
            {left.min}
          </text>
        </>
      )}
      {right && (
        <>
          <text x={width - PAD.right + 6} y={PAD.top + 4} {...text}>
            {right.max}
          </text>
          <text x={width - PAD.right + 6} y={PAD.top + innerH} {...text}>
            {right.min}
          </text>
        </>
      )}
      {times.length > 0 && (
        <>
          <text x={x(first)} y={height - 8} textAnchor="start" {...text}>
            {shortDate(new Date(first))}
          </text>
          {last !== first && (
            <text x={x(last)} y={height - 8} textAnchor="end" {...text}>
              {shortDate(new Date(last))}
            </text>
          )}
        </>
      )}
      {series.map((s) => {
        const y = yOf(s);
        const d =
          line<SeriesPoint>()
            .x((p) => x(p.at.getTime()))
            .y((p) => y(p.score))([...s.points]) ?? '';
        return (
          <g key={s.name} data-series={s.name}>
            <path d={d} fill="none" stroke={s.colour} strokeWidth={2} strokeDasharray={s.dashed ? '5 4' : undefined} />
            {s.points.map((p) => (
              <circle key={p.at.getTime()} cx={x(p.at.getTime())} cy={y(p.score)} r={3.5} fill={s.colour} />
            ))}
          </g>
        );
      })}
    </svg>
  );
}
