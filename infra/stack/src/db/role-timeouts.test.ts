import { parseTimeout } from './role-timeouts';

describe('parseTimeout', () => {
  it('reads the forms Postgres stores for statement_timeout', () => {
    expect(parseTimeout('3s')).toBe(3000);
    expect(parseTimeout('8000')).toBe(8000);
    expect(parseTimeout('250ms')).toBe(250);
    expect(parseTimeout('2min')).toBe(120_000);
    expect(parseTimeout('1h')).toBe(3_600_000);
    expect(parseTimeout('0')).toBe(0);
    expect(parseTimeout("'5s'")).toBe(5000);
  });

  it('ignores what it cannot read', () => {
    expect(parseTimeout('soon')).toBeUndefined();
    expect(parseTimeout('3 parsecs')).toBeUndefined();
  });
});
