import {
  AGREEMENT_ERROR,
  MULTIPLE_OWNERS_ERROR,
  OWNER_COUNT_ERROR,
  isAgreementConfirmed,
  ownerCountError,
  ownersForType,
  parseOwnerCount,
} from './owner-rules';

describe('I AGREE gate', () => {
  it.each(['I AGREE', 'i agree', 'I Agree', '  i AGREE  '])('accepts %p', (text) => {
    expect(isAgreementConfirmed(text)).toBe(true);
  });

  it.each(['', 'I AGREED', 'I  AGREE', 'agree', 'yes', null, undefined])('refuses %p', (text) => {
    expect(isAgreementConfirmed(text)).toBe(false);
  });

  it('has the spec message', () => {
    expect(AGREEMENT_ERROR).toBe('You must type "I AGREE" exactly to proceed');
  });
});

describe('owner type', () => {
  it('sole forces one owner', () => {
    expect(ownersForType('sole', 5)).toBe(1);
    expect(ownersForType('sole', 0)).toBe(1);
  });

  it('multiple raises anything under 2 to 2 and keeps larger counts', () => {
    expect(ownersForType('multiple', 1)).toBe(2);
    expect(ownersForType('multiple', 0)).toBe(2);
    expect(ownersForType('multiple', Number.NaN)).toBe(2);
    expect(ownersForType('multiple', 4)).toBe(4);
  });

  it('explains a count that breaks the rules', () => {
    expect(ownerCountError('multiple', 1)).toBe(MULTIPLE_OWNERS_ERROR);
    expect(MULTIPLE_OWNERS_ERROR).toBe('Please enter 2 or more for multiple owners.');
    expect(ownerCountError('multiple', 2)).toBeNull();
    expect(ownerCountError('sole', 1)).toBeNull();
    expect(ownerCountError('sole', 0)).toBe(OWNER_COUNT_ERROR);
    expect(ownerCountError('multiple', Number.NaN)).toBe(OWNER_COUNT_ERROR);
  });

  it('reads a typed count', () => {
    expect(parseOwnerCount('3')).toBe(3);
    expect(parseOwnerCount(' 12 ')).toBe(12);
    expect(parseOwnerCount('')).toBeNaN();
    expect(parseOwnerCount('2.5')).toBeNaN();
    expect(parseOwnerCount('-1')).toBeNaN();
  });
});
