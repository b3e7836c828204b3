import { isApplyUrl, loanRow, loanValues } from './loan';

describe('loan rules', () => {
  it('accepts empty or http(s) apply links like the database does', () => {
    expect(isApplyUrl('')).toBe(true);
    expect(isApplyUrl('https://www.sba.gov/apply')).toBe(true);
    expect(isApplyUrl('javascript:alert(1)')).toBe(false);
    expect(isApplyUrl('sba.gov')).toBe(false);
  });

  it('stores text as typed, blanks as null', () => {
    expect(
      loanRow({ title: ' SBA 7(a) ', apr_range: '10.5% - 14.75%', loan_amount: '$50,000 - $5,000,000', term_length: ' ', apply_url: '' }),
    ).toEqual({ title: 'SBA 7(a)', apr_range: '10.5% - 14.75%', loan_amount: '$50,000 - $5,000,000', term_length: null, apply_url: null });
  });

  it('fills the edit modal from a stored loan', () => {
    expect(
      loanValues({ id: '1', title: 'Line', apr_range: null, loan_amount: '$10', term_length: null, apply_url: null, created_at: '' }),
    ).toEqual({ title: 'Line', apr_range: '', loan_amount: '$10', term_length: '', apply_url: '' });
  });
});
