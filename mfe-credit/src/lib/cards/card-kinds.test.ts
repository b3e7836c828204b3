import { cardRow, cardValues, cardWrite, REVOLVING_CARDS, STORE_CARDS } from './card-kinds';

describe('card kinds', () => {
  it('store edit covers issuer, card type, limit and APR; revolving issuer, limit and APR', () => {
    expect(STORE_CARDS.editFields).toEqual(['issuer', 'card_type', 'credit_limit', 'apr']);
    expect(REVOLVING_CARDS.editFields).toEqual(['issuer', 'credit_limit', 'apr']);
  });

  it('revolving adds rewards and annual fee to everything store has', () => {
    expect(REVOLVING_CARDS.addFields.filter((f) => !STORE_CARDS.addFields.includes(f))).toEqual(['rewards', 'annual_fee']);
    expect(STORE_CARDS.addFields).not.toContain('rewards');
    expect(REVOLVING_CARDS.table).toBe('credit_cards');
  });

  it('keeps the spec messages', () => {
    expect(STORE_CARDS.messages).toEqual({
      added: 'Card added successfully!',
      updated: 'Card updated successfully!',
      deleted: 'Store credit card deleted successfully!',
    });
    expect(REVOLVING_CARDS.messages).toEqual({
      added: 'Credit card added successfully!',
      updated: 'Card updated successfully!',
      deleted: 'Credit card deleted successfully!',
    });
  });
});

describe('cardRow', () => {
  it('keeps limits and APRs as typed, trims, blanks become null, only the given fields', () => {
    expect(
      cardRow(
        { issuer: ' Staples ', credit_limit: '$5,000', apr: '17.99% variable', card_type: '  ', password: 'x' },
        STORE_CARDS.editFields,
      ),
    ).toEqual({ issuer: 'Staples', card_type: null, credit_limit: '$5,000', apr: '17.99% variable' });
  });

  it('fills forms from stored cards', () => {
    expect(cardValues({ issuer: 'Amex', credit_limit: null, apr: '20%' }, REVOLVING_CARDS.editFields)).toEqual({
      issuer: 'Amex',
      credit_limit: '',
      apr: '20%',
    });
  });
});

describe('cardWrite', () => {
  it('pairs each table with its own row: a store card never carries rewards or an annual fee', () => {
    const values = { issuer: 'Amex', rewards: '2%', annual_fee: '$95' };
    expect(cardWrite('credit_cards', values, REVOLVING_CARDS.editFields.concat('rewards', 'annual_fee'))).toEqual({
      table: 'credit_cards',
      row: { issuer: 'Amex', credit_limit: null, apr: null, rewards: '2%', annual_fee: '$95' },
    });
    expect(cardWrite('store_cards', values, ['issuer', 'rewards', 'annual_fee'])).toEqual({
      table: 'store_cards',
      row: { issuer: 'Amex' },
    });
  });
});
