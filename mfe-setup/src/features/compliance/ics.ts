import { nextDay } from '../../lib/build-out/dates';
import { isCompleted, type Task } from '../../lib/build-out/task';

/**
 * An iCalendar file (RFC 5545) of the open tasks' due dates: one all-day VEVENT per task with a due
 * date. CRLF line ends, TEXT values escaped (section 3.3.11), lines folded at 75 octets (section 3.1).
 */
export function tasksToIcs(tasks: readonly Task[], now: Date = new Date(), domain = 'business-portal'): string {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Business Portal//Build-out tasks//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
  ];
  for (const task of tasks) {
    if (isCompleted(task) || task.task_due_date === null) continue;
    lines.push(
      'BEGIN:VEVENT',
      `UID:${task.id}@${domain}`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${task.task_due_date.replace(/-/g, '')}`,
      `DTEND;VALUE=DATE:${nextDay(task.task_due_date).replace(/-/g, '')}`,
      `SUMMARY:${escapeText(task.task_name)}`,
      ...(task.task_description ? [`DESCRIPTION:${escapeText(task.task_description)}`] : []),
      `PRIORITY:${{ High: 1, Medium: 5, Low: 9 }[task.task_priority]}`,
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join('\r\n') + '\r\n';
}

/** TEXT escaping: backslash, semicolon, comma and line breaks. */
export function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

const encoder = new TextEncoder();

/** Folds a content line so no line is longer than 75 octets (never inside a UTF-8 character). */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74; // continuation lines start with a space
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}
