// shared-ui/charts: the portal's charts (d3-shape + SVG). Each chart is its own chunk, fetched when a screen first
// renders it (a same-size placeholder paints first), so chart code is never part of a route's first load.
export { ProgressPie, ScoreHistoryChart, PaydexDial } from './lazy-charts';
export type { ProgressPieProps } from './ProgressPie';
export type { DialBand, PaydexDialProps } from './PaydexDial';
export type { HistorySeries, ScoreHistoryChartProps, SeriesPoint } from './ScoreHistoryChart';
