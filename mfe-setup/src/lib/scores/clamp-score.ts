/**
 * A score as saved (spec 2 section 5): rounded and kept within `min`-`max`; a number written as text is read,
 * and anything that is not a number (empty input included) becomes `min`.
 */
export function clampScore(value: unknown, min: number, max: number): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  if (!Number.isFinite(n)) return min;
  return Math.min(max, Math.max(min, Math.round(n)));
}
