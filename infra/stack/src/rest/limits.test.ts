import { checkEmbedDepth, embedDepth } from './limits';
import { parseSelect } from './parse-select';

describe('embedding depth', () => {
  it('counts the deepest chain of embeds', () => {
    expect(embedDepth(parseSelect('*'))).toBe(0);
    expect(embedDepth(parseSelect('id,a(id),b(c(d(*)))'))).toBe(3);
  });

  it('refuses a select deeper than the limit with a PostgREST-shaped 400', () => {
    expect(() => checkEmbedDepth(parseSelect('a(b(c(d)))'), 3)).not.toThrow();
    expect(() => checkEmbedDepth(parseSelect('a(b(c(d(e))))'), 3)).toThrow(expect.objectContaining({ status: 400, code: 'PGRST100' }));
  });
});
