/** The Progress Overview pie: 20 equal slices, coloured in order as the build-out progresses. */
export const PIE_SLICES = 20;

/** The pie shows only from this many completed tasks on (spec 2 section 2). */
export const PIE_MIN_COMPLETED = 2;

export const showsPie = (completed: number): boolean => completed >= PIE_MIN_COMPLETED;

/** One flag per slice: true when filled. Each slice stands for 5% (rounded to the nearest slice). */
export function pieSlices(completed: number, total: number): boolean[] {
  const filled = total === 0 ? 0 : Math.round((completed / total) * PIE_SLICES);
  return Array.from({ length: PIE_SLICES }, (_, i) => i < filled);
}
