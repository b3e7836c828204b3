// The screens the migrations' SQL writes into notifications: every call of private.notify / notify_admins /
// notify_clients and every `insert into public.notifications (...)`, in the latest definition of each function
// (a later `create or replace function` replaces an earlier one) and outside functions, with the string
// literals of its `kind` and `screen` arguments. Read as text: the scan runs no SQL.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const MIGRATIONS_DIR = join(import.meta.dirname, '../supabase/migrations');

/** One place SQL writes a notification: its kinds and screens (the string literals of those arguments). */
export interface NotificationWrite {
  /** `<migration file>` or `<migration file> <function name>`. */
  where: string;
  kinds: string[];
  screens: string[];
}

/** Position of each argument in the helpers' signatures (migration 20261125200000_notifications). */
const HELPERS: Record<string, { kind: number; screen: number }> = {
  'private.notify': { kind: 1, screen: 4 },
  'private.notify_admins': { kind: 0, screen: 3 },
  'private.notify_clients': { kind: 0, screen: 3 },
};

const literals = (expr: string) => [...expr.matchAll(/'((?:[^']|'')*)'/g)].map((m) => m[1].replace(/''/g, "'"));

/** The comma-separated items from `start` (just after an opening parenthesis or `select`) to their end. */
function items(text: string, start: number, stopAtFrom: boolean): string[] {
  const out: string[] = [];
  let depth = 0;
  let from = start;
  for (let i = start; i < text.length; i++) {
    const c = text[i];
    if (c === "'") {
      i = text.indexOf("'", i + 1);
      while (text[i + 1] === "'") i = text.indexOf("'", i + 2);
      if (i < 0) break;
    } else if (c === '(') depth++;
    else if (c === ')') {
      if (depth === 0) return [...out, text.slice(from, i)];
      depth--;
    } else if (c === ',' && depth === 0) {
      out.push(text.slice(from, i));
      from = i + 1;
    } else if (stopAtFrom && depth === 0 && /^\sfrom\s/i.test(text.slice(i, i + 6))) {
      return [...out, text.slice(from, i)];
    } else if (c === ';' && depth === 0) return [...out, text.slice(from, i)];
  }
  return [...out, text.slice(from)];
}

/** The notification writes in one piece of SQL. */
export function notificationWrites(sql: string, where: string): NotificationWrite[] {
  const writes: NotificationWrite[] = [];
  for (const match of sql.matchAll(/(private\.notify(?:_admins|_clients)?)\s*\(/gi)) {
    const at = HELPERS[match[1].toLowerCase()];
    const args = items(sql, match.index + match[0].length, false);
    if (!at || args.length <= at.screen) continue;
    const screens = literals(args[at.screen]);
    if (screens.length) writes.push({ where, kinds: literals(args[at.kind]), screens });
  }
  for (const match of sql.matchAll(/insert\s+into\s+public\.notifications\s*\(([^)]*)\)\s*(values\s*\(|select\s)/gi)) {
    const columns = match[1].split(',').map((c) => c.trim().toLowerCase());
    const args = items(sql, match.index + match[0].length, match[2].toLowerCase().startsWith('select'));
    const screen = args[columns.indexOf('screen')] ?? '';
    const screens = literals(screen);
    if (screens.length) writes.push({ where, kinds: literals(args[columns.indexOf('kind')] ?? ''), screens });
  }
  return writes;
}

const FUNCTION = /create\s+(?:or\s+replace\s+)?function\s+([\w.]+)\s*\([\s\S]*?(\$\w*\$)([\s\S]*?)\2/gi;

/** Every notification write of the migrations (in order), each function by its latest definition. */
export function migrationNotificationWrites(dir = MIGRATIONS_DIR): NotificationWrite[] {
  const functions = new Map<string, NotificationWrite[]>();
  const outside: NotificationWrite[] = [];
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    const sql = readFileSync(join(dir, file), 'utf8').replace(/--[^\n]*/g, '');
    for (const fn of sql.matchAll(FUNCTION)) {
      const name = fn[1].toLowerCase();
      functions.set(name, notificationWrites(fn[3], `${file} ${name}`));
    }
    outside.push(...notificationWrites(sql.replace(FUNCTION, ''), file));
  }
  return [...[...functions.values()].flat(), ...outside];
}
