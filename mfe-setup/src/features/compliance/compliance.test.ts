import { makeTask } from '../../lib/build-out/test-tasks';
import { escapeText, foldLine, tasksToIcs } from './ics';
import { orderTiles } from './tile-order';

describe('tiles', () => {
  it('sort Completed first, then by due date, then position', () => {
    const tasks = [
      makeTask(1, { task_due_date: '2026-12-05' }),
      makeTask(2, { task_due_date: '2026-12-01' }),
      makeTask(3, { task_due_date: null }),
      makeTask(4, { task_due_date: '2026-12-20', task_status: 'Completed' }),
      makeTask(5, { task_due_date: '2026-12-01' }),
      makeTask(6, { task_due_date: '2026-11-01', task_status: 'Completed' }),
    ];
    expect(orderTiles(tasks).map((t) => t.position)).toEqual([6, 4, 2, 5, 1, 3]);
  });
});

/** A minimal RFC 5545 reader for the test: unfolds lines and splits properties. */
function parse(ics: string): Record<string, string>[] {
  expect(ics.endsWith('\r\n')).toBe(true);
  expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  const lines = ics.replace(/\r\n /g, '').split('\r\n').filter(Boolean);
  const events: Record<string, string>[] = [];
  let current: Record<string, string> | null = null;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') current = {};
    else if (line === 'END:VEVENT') {
      events.push(current as Record<string, string>);
      current = null;
    } else if (current) {
      const colon = line.indexOf(':');
      current[line.slice(0, colon)] = line.slice(colon + 1);
    }
  }
  return events;
}

describe('.ics', () => {
  const now = new Date('2026-11-22T21:45:07.123Z');
  const tasks = [
    makeTask(1, { id: 'a', task_status: 'Completed' }),
    makeTask(2, { id: 'b', task_name: 'File taxes; pay fee, on time', task_due_date: '2026-12-31', task_priority: 'High' }),
    makeTask(3, { id: 'c', task_due_date: null }),
    makeTask(4, { id: 'd', task_description: 'x'.repeat(200) + '\nline two é' }),
  ];

  it('is a calendar with one all-day VEVENT per open task with a due date', () => {
    const ics = tasksToIcs(tasks, now);
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:')).toBe(true);
    expect(ics.trimEnd().endsWith('END:VCALENDAR')).toBe(true);
    const events = parse(ics);
    expect(events.map((e) => e.UID)).toEqual(['b@business-portal', 'd@business-portal']);
    expect(events[0]).toMatchObject({
      'DTSTART;VALUE=DATE': '20261231',
      'DTEND;VALUE=DATE': '20270101',
      DTSTAMP: '20261122T214507Z',
      SUMMARY: 'File taxes\\; pay fee\\, on time',
      PRIORITY: '1',
    });
    expect(events[1].DESCRIPTION).toBe('x'.repeat(200) + '\\nline two é');
  });

  it('folds lines at 75 octets without splitting a character', () => {
    const folded = foldLine('DESCRIPTION:' + 'é'.repeat(100));
    for (const line of folded.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe('DESCRIPTION:' + 'é'.repeat(100));
    expect(foldLine('SHORT:1')).toBe('SHORT:1');
  });

  it('escapes TEXT values', () => {
    expect(escapeText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
  });
});
