import type { Session } from '@supabase/supabase-js';
import { fakeSecondFactorSession, fakeSession } from '../testing';
import { needsSecondFactor, needsSecondFactorFromClaims, validateTotpCode } from './second-factor';

const withAal = (session: Session, aal: string): Session => {
  const [header, , signature] = session.access_token.split('.');
  const payload = btoa(JSON.stringify({ sub: 'u1', aal })).replace(/=+$/, '');
  return { ...session, access_token: `${header}.${payload}.${signature}` };
};

describe('needsSecondFactor', () => {
  it('is true at aal1 with a verified factor, false at aal2, without factors or signed out', () => {
    expect(needsSecondFactor(withAal(fakeSecondFactorSession(), 'aal1'))).toBe(true);
    expect(needsSecondFactor(withAal(fakeSecondFactorSession(), 'aal2'))).toBe(false);
    expect(needsSecondFactor(withAal(fakeSession(), 'aal1'))).toBe(false);
    expect(needsSecondFactor(null)).toBe(false);
    const unverified = fakeSecondFactorSession();
    unverified.user.factors = unverified.user.factors!.map((f) => ({ ...f, status: 'unverified' as const }));
    expect(needsSecondFactor(unverified)).toBe(false);
  });

  it('from verified claims: their aal decides, not the token the session carries', () => {
    const aal2Token = withAal(fakeSecondFactorSession(), 'aal2');
    expect(needsSecondFactorFromClaims(aal2Token, { aal: 'aal1' })).toBe(true);
    expect(needsSecondFactorFromClaims(withAal(fakeSecondFactorSession(), 'aal1'), { aal: 'aal2' })).toBe(false);
    expect(needsSecondFactorFromClaims(aal2Token, null)).toBe(true);
    expect(needsSecondFactorFromClaims(withAal(fakeSession(), 'aal1'), { aal: 'aal1' })).toBe(false);
    expect(needsSecondFactorFromClaims(null, { aal: 'aal1' })).toBe(false);
  });

  it('accepts six digits (spaces dropped) and words anything else', () => {
    expect(validateTotpCode('123 456')).toBe(true);
    expect(validateTotpCode('')).toMatch(/Enter the 6-digit code/);
    expect(validateTotpCode('12345')).toMatch(/6 digits/);
  });
});
