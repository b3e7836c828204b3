import { orDash } from './or-dash';

describe('orDash', () => {
  it('shows an empty value as a dash and keeps the rest', () => {
    expect([null, undefined, '', 'Amex', 0].map(orDash)).toEqual(['-', '-', '-', 'Amex', 0]);
  });
});
