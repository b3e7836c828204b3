import { parseError } from './errors';

export const MAX_DEPTH = 16;
/**
 * Names one parameter value may hold (select items, logic-tree conditions, order terms): more than Postgres
 * accepts in a select list (1664), so no real request meets it, and a 1 MiB value stops after a bounded pass.
 */
export const MAX_NAMES = 2000;

const BACKSLASH = 0x5c;
const QUOTE = 0x22;

/** A tiny cursor over one query-string value, for the select, order and logic-tree grammars. */
export class Scanner {
  pos = 0;
  private names = 0;
  constructor(
    readonly text: string,
    readonly what: string,
  ) {}

  get done(): boolean {
    return this.pos >= this.text.length;
  }

  peek(s: string): boolean {
    return this.text.startsWith(s, this.pos);
  }

  eat(s: string): boolean {
    if (!this.peek(s)) return false;
    this.pos += s.length;
    return true;
  }

  expect(s: string): void {
    if (!this.eat(s)) throw this.fail(`expecting "${s}"`);
  }

  skipSpaces(): void {
    while (this.text[this.pos] === ' ') this.pos++;
  }

  fail(expecting: string): Error {
    const found = this.done ? 'end of input' : `"${this.text[this.pos]}"`;
    return parseError(
      `"failed to parse ${this.what} (${this.text.slice(0, 200)})" (line 1, column ${this.pos + 1})`,
      `unexpected ${found} ${expecting}`,
    );
  }

  /**
   * A double-quoted string with backslash escapes, the quotes removed. Found first, then unescaped in one native
   * pass: built a character at a time, a 1 MiB string cost the shared thread a second of allocation.
   */
  quoted(): string {
    this.expect('"');
    const start = this.pos;
    let escaped = false;
    while (!this.done) {
      const ch = this.text.charCodeAt(this.pos++);
      if (ch === BACKSLASH && !this.done) {
        this.pos++;
        escaped = true;
      } else if (ch === QUOTE) {
        const raw = this.text.slice(start, this.pos - 1);
        return escaped ? raw.replace(/\\([\s\S])/g, '$1') : raw;
      }
    }
    throw this.fail('expecting closing quote');
  }

  /** An identifier: quoted, or a run of characters up to a delimiter (`,()!:"` or `->`, `.` when dotStops). */
  name(dotStops = false): string {
    if (++this.names > MAX_NAMES) throw this.fail(`(more than ${MAX_NAMES} names)`);
    this.skipSpaces();
    if (this.peek('"')) {
      const q = this.quoted();
      checkName(q, this);
      return q;
    }
    const start = this.pos;
    while (!this.done) {
      const ch = this.text[this.pos];
      if (',()!:"'.includes(ch) || (ch === '.' && dotStops) || this.peek('->')) break;
      this.pos++;
    }
    const value = this.text.slice(start, this.pos).trim();
    if (value === '') throw this.fail('expecting a name');
    checkName(value, this);
    return value;
  }
}

function checkName(value: string, s: Scanner): void {
  // eslint-disable-next-line no-control-regex
  if (value === '' || /[\u0000-\u001f]/.test(value) || value.length > 256) throw s.fail('expecting a valid name');
}
