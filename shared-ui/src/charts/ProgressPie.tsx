import { arc, pie } from 'd3-shape';
import { useTheme } from 'styled-components';

export interface ProgressPieProps {
  /** One flag per slice: filled or not (see dashboard-home/pie-slices). */
  slices: readonly boolean[];
  /** What the chart says, for screen readers. */
  label: string;
  size?: number;
}

/** The Progress Overview pie: equal slices (d3-shape pie + arc), the filled ones in the brand colour. */
export default function ProgressPie({ slices, label, size = 180 }: ProgressPieProps) {
  const theme = useTheme();
  const radius = size / 2;
  const arcs = pie<boolean>().value(1).sort(null).padAngle(0.02)([...slices]);
  const path = arc<(typeof arcs)[number]>()
    .innerRadius(radius * 0.45)
    .outerRadius(radius - 2)
    .cornerRadius(2);
  return (
    <svg role="img" aria-label={label} width={size} height={size} viewBox={`${-radius} ${-radius} ${size} ${size}`}>
      {arcs.map((a) => (
        <path key={a.index} d={path(a) ?? ''} fill={a.data ? theme.colors.success : theme.colors.border} data-filled={a.data} />
      ))}
    </svg>
  );
}
