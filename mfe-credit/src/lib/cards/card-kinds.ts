import type { Database, Tables, TablesInsert } from 'shared-ui';

/** The feature's two tables: store cards, and revolving credit cards (which add rewards and annual_fee). */
export type CardTable = Extract<keyof Database['public']['Tables'], 'store_cards' | 'credit_cards'>;

/** A stored card of either table: store_cards' columns, with rewards and annual_fee on a credit card. */
export type CreditCardRecord = Tables<'store_cards'> & Partial<Pick<Tables<'credit_cards'>, 'rewards' | 'annual_fee'>>;

type ServerColumns = 'id' | 'user_id' | 'created_at';

/** The columns a card form types: credit_cards has them all, store_cards all but rewards and annual_fee. */
export type CardField = Exclude<keyof TablesInsert<'credit_cards'>, ServerColumns>;

/** What a card form holds (text as typed). */
export type CardFormValues = Partial<Record<CardField, string>>;

/** A row written to one of the tables, checked against that table's own columns (narrow on `table`). */
export type CardWrite = { [T in CardTable]: { table: T; row: Omit<TablesInsert<T>, ServerColumns> } }[CardTable];

export interface CardFieldSpec {
  name: CardField;
  label: string;
  placeholder?: string;
  kind?: 'text' | 'textarea' | 'url' | 'password';
}

/** Everything that differs between Store Credit Building and Revolving Credit (one feature, two configurations). */
export interface CardKind {
  key: 'store' | 'revolving';
  table: CardTable;
  /** The screen (src/screens.ts): its title heads the page. */
  screen: 'store-credit' | 'revolving-credit';
  subtitle: string;
  addLabel: string;
  emptyTitle: string;
  emptyDescription: string;
  loadingLabel: string;
  /** Fields of the add form, in order. */
  addFields: readonly CardField[];
  /** Fields the card's edit mode changes (spec: store edits issuer, card type, limit, APR; revolving issuer, limit, APR). */
  editFields: readonly CardField[];
  /** Extra rows the card shows after the common ones. */
  extraRows: readonly CardField[];
  messages: { added: string; updated: string; deleted: string };
}

export const CARD_FIELDS: Record<CardField, CardFieldSpec> = {
  issuer: { name: 'issuer', label: 'Issuer', placeholder: 'Home Depot' },
  card_type: { name: 'card_type', label: 'Card Type', placeholder: 'Commercial Revolving' },
  credit_limit: { name: 'credit_limit', label: 'Credit Limit', placeholder: '$5,000' },
  apr: { name: 'apr', label: 'APR', placeholder: '17.99%' },
  benefits: { name: 'benefits', label: 'Benefits', kind: 'textarea' },
  requirements: { name: 'requirements', label: 'Requirements', kind: 'textarea' },
  application_url: { name: 'application_url', label: 'Application URL', placeholder: 'https://', kind: 'url' },
  account_number: { name: 'account_number', label: 'Account Number' },
  username: { name: 'username', label: 'Username' },
  password: { name: 'password', label: 'Password', kind: 'password' },
  rewards: { name: 'rewards', label: 'Rewards', placeholder: '2% cash back on all purchases' },
  annual_fee: { name: 'annual_fee', label: 'Annual Fee', placeholder: '$95' },
};

const COMMON: readonly CardField[] = [
  'issuer',
  'card_type',
  'credit_limit',
  'apr',
  'benefits',
  'requirements',
  'application_url',
  'account_number',
  'username',
  'password',
];

export const STORE_CARDS: CardKind = {
  key: 'store',
  table: 'store_cards',
  screen: 'store-credit',
  subtitle: 'Record the store and vendor cards you open to build your business credit.',
  addLabel: 'Add Card',
  emptyTitle: 'No store credit cards yet',
  emptyDescription: 'Add the first store card you opened.',
  loadingLabel: 'Loading store credit cards...',
  addFields: COMMON,
  editFields: ['issuer', 'card_type', 'credit_limit', 'apr'],
  extraRows: [],
  messages: {
    added: 'Card added successfully!',
    updated: 'Card updated successfully!',
    deleted: 'Store credit card deleted successfully!',
  },
};

export const REVOLVING_CARDS: CardKind = {
  key: 'revolving',
  table: 'credit_cards',
  screen: 'revolving-credit',
  subtitle: 'Record the revolving business credit cards you hold, with their rewards and fees.',
  addLabel: 'Add Credit Card',
  emptyTitle: 'No revolving credit cards yet',
  emptyDescription: 'Add the first business credit card you opened.',
  loadingLabel: 'Loading credit cards...',
  addFields: [...COMMON.slice(0, 4), 'rewards', 'annual_fee', ...COMMON.slice(4)],
  editFields: ['issuer', 'credit_limit', 'apr'],
  extraRows: ['rewards', 'annual_fee'],
  messages: {
    added: 'Credit card added successfully!',
    updated: 'Card updated successfully!',
    deleted: 'Credit card deleted successfully!',
  },
};

export const ISSUER_REQUIRED = 'Issuer is required';

/** What a card form writes: credit_cards' columns (store_cards has them all but rewards and annual_fee). */
export type CardRow = Pick<TablesInsert<'credit_cards'>, CardField>;

/**
 * The row a form sends: the issuer and each other field of `fields`, trimmed, blanks as null (limits and APRs
 * stay the text typed: "$5,000" is stored as "$5,000"); throws nothing, the issuer rule is the form's (a blank
 * issuer is sent as '' and refused by the table's check).
 */
export function cardRow(values: CardFormValues, fields: readonly CardField[]): CardRow {
  const row: CardRow = { issuer: (values.issuer ?? '').trim() };
  for (const field of fields) {
    if (field === 'issuer') continue;
    const text = (values[field] ?? '').trim();
    row[field] = text === '' ? null : text;
  }
  return row;
}

/**
 * The write of a form to the kind's table: a credit card's row as it is; a store card's without rewards and
 * annual_fee, which store_cards does not have (its kind has no such fields).
 */
export function cardWrite(table: CardTable, values: CardFormValues, fields: readonly CardField[]): CardWrite {
  const row = cardRow(values, fields);
  if (table === 'credit_cards') return { table, row };
  const { rewards: _rewards, annual_fee: _annualFee, ...storeRow } = row;
  return { table, row: storeRow };
}

/** Form values from a stored card (nulls as empty text). */
export function cardValues(card: Partial<Record<CardField, string | null>>, fields: readonly CardField[]): CardFormValues {
  return Object.fromEntries(fields.map((f) => [f, card[f] ?? '']));
}
