import { arc } from 'd3-shape';
import { useTheme } from 'styled-components';

export interface DialBand {
  min: number;
  colour: string;
}

export interface PaydexDialProps {
  value: number;
  /** Bands by their lower bound, ascending (e.g. 0, 50, 80). */
  bands: readonly DialBand[];
  colour: string;
  max?: number;
  size?: number;
}

const START = -Math.PI / 2;
const SWEEP = Math.PI;

/** The angle (radians, d3-shape's convention: 0 at 12 o'clock) of a value on the half dial. */
export const dialAngle = (value: number, max: number) => START + (Math.min(max, Math.max(0, value)) / max) * SWEEP;

/** A half-circle dial (d3-shape arc): the bands as a thin outer ring, the value as a thick arc. Drawing only. */
export default function PaydexDial({ value, bands, colour, max = 100, size = 220 }: PaydexDialProps) {
  const theme = useTheme();
  const r = size / 2;
  const ring = arc<{ from: number; to: number }>()
    .innerRadius(r - 8)
    .outerRadius(r - 2)
    .startAngle((d) => dialAngle(d.from, max))
    .endAngle((d) => dialAngle(d.to, max));
  const thick = arc<{ from: number; to: number }>()
    .innerRadius(r - 34)
    .outerRadius(r - 14)
    .cornerRadius(3)
    .startAngle((d) => dialAngle(d.from, max))
    .endAngle((d) => dialAngle(d.to, max));
  return (
    <svg aria-hidden="true" width={size} height={r + 4} viewBox={`${-r} ${-r} ${size} ${r + 4}`}>
      {bands.map((b, i) => (
        <path key={b.min} d={ring({ from: b.min, to: bands[i + 1]?.min ?? max }) ?? ''} fill={b.colour} />
      ))}
      <path d={thick({ from: 0, to: max }) ?? ''} fill={theme.colors.border} />
      {value > 0 && <path d={thick({ from: 0, to: value }) ?? ''} fill={colour} data-testid="dial-value" />}
    </svg>
  );
}
