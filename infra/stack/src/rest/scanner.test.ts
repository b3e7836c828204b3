import { Scanner } from './scanner';

describe('Scanner.quoted', () => {
  const quoted = (text: string) => new Scanner(text, 'select').quoted();

  it('removes the quotes and the backslash of each escape, and stops at the closing quote', () => {
    expect(quoted('"plain"')).toBe('plain');
    expect(quoted('"a\\"b\\\\c\\d"rest')).toBe('a"b\\cd');
    expect(quoted('""')).toBe('');
    const s = new Scanner('"x,y",z', 'select');
    expect(s.quoted()).toBe('x,y');
    expect(s.pos).toBe(5);
  });

  it('refuses a string without its closing quote, a trailing backslash included', () => {
    expect(() => quoted('"open')).toThrow('failed to parse select');
    expect(() => quoted('"escaped end\\"')).toThrow('failed to parse select');
    expect(() => quoted('"ends in a backslash\\')).toThrow('failed to parse select');
  });
});
