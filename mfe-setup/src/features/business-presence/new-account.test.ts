import { detailsToSave, duplicateLabel } from './new-account';

describe('new business account details', () => {
  it('drops rows without a label and trims labels', () => {
    expect(
      detailsToSave([
        { label: ' Username ', value: 'me' },
        { label: '', value: 'orphan' },
        { label: '  ', value: '' },
      ]),
    ).toEqual([{ label: 'Username', value: 'me' }]);
  });

  it('finds a repeated label', () => {
    expect(
      duplicateLabel([
        { label: 'PIN', value: '1' },
        { label: 'PIN ', value: '2' },
      ]),
    ).toBe('PIN');
    expect(
      duplicateLabel([
        { label: 'PIN', value: '1' },
        { label: 'User', value: '2' },
      ]),
    ).toBeNull();
  });
});
