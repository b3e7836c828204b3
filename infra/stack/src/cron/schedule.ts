/**
 * pg_cron's schedule syntax: five cron fields (minute hour day-of-month month day-of-week; `*`, lists,
 * ranges, steps, `$` for the last day of the month) or `'N seconds'` (1-59).
 */
export type Schedule =
  { kind: 'seconds'; every: number } | { kind: 'cron'; fields: Set<number>[]; lastDay: boolean; domStar: boolean; dowStar: boolean };

const RANGES: [number, number][] = [
  [0, 59],
  [0, 23],
  [1, 31],
  [1, 12],
  [0, 7],
];

function field(text: string, [min, max]: [number, number]): Set<number> | undefined {
  const values = new Set<number>();
  for (const part of text.split(',')) {
    const m = /^(\*|\d+)(?:-(\d+))?(?:\/(\d+))?$/.exec(part);
    if (!m) return undefined;
    const from = m[1] === '*' ? min : Number(m[1]);
    const to = m[2] !== undefined ? Number(m[2]) : m[1] === '*' || m[3] !== undefined ? max : from;
    const step = m[3] !== undefined ? Number(m[3]) : 1;
    if (from < min || to > max || from > to || step < 1) return undefined;
    for (let v = from; v <= to; v += step) values.add(v);
  }
  return values;
}

export function parseSchedule(text: string): Schedule | undefined {
  const seconds = /^\s*(\d+)\s+seconds?\s*$/i.exec(text);
  if (seconds) {
    const every = Number(seconds[1]);
    return every >= 1 && every <= 59 ? { kind: 'seconds', every } : undefined;
  }
  const parts = text.trim().split(/\s+/);
  if (parts.length !== 5) return undefined;
  const lastDay = parts[2] === '$';
  const fields = parts.map((p, i) => (i === 2 && lastDay ? new Set<number>() : field(p, RANGES[i])));
  if (fields.some((f) => !f)) return undefined;
  const dow = fields[4]!;
  if (dow.has(7)) dow.add(0);
  return { kind: 'cron', fields: fields as Set<number>[], lastDay, domStar: parts[2] === '*', dowStar: parts[4] === '*' };
}

/** Whether a cron schedule is due in the minute of `at` (UTC, as pg_cron's default cron.timezone). */
export function dueAt(schedule: Extract<Schedule, { kind: 'cron' }>, at: Date): boolean {
  const [minute, hour, dom, month, dow] = schedule.fields;
  if (!minute.has(at.getUTCMinutes()) || !hour.has(at.getUTCHours()) || !month.has(at.getUTCMonth() + 1)) return false;
  const lastOfMonth = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 0)).getUTCDate();
  const domOk = schedule.lastDay ? at.getUTCDate() === lastOfMonth : dom.has(at.getUTCDate());
  const dowOk = dow.has(at.getUTCDay());
  // Vixie cron: with both day fields restricted, either may match.
  if (schedule.domStar || schedule.dowStar) return domOk && dowOk;
  return domOk || dowOk;
}
