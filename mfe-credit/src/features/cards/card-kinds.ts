import type { TablesInsert } from 'shared-ui';

/** A store card (`store_cards`) or revolving credit card (`credit_cards`, which adds rewards and annual_fee). */
export interface CreditCardRecord {
  id: string;
  user_id: string;
  issuer: string;
  card_type: string | null;
  credit_limit: string | null;
  apr: string | null;
  benefits: string | null;
  requirements: string | null;
  application_url: string | null;
  account_number: string | null;
  username: string | null;
  password: string | null;
  rewards?: string | null;
  annual_fee?: string | null;
  created_at: string;
}

export type CardField =
  | 'issuer' | 'card_type' | 'credit_limit' | 'apr' | 'benefits' | 'requirements' | 'application_url'
  | 'account_number' | 'username' | 'password' | 'rewards' | 'annual_fee';

export type CardValues = Partial<Record<CardField, string>> & { issuer: string };

export interface CardFieldSpec {
  name: CardField;
  label: string;
  placeholder?: string;
  kind?: 'text' | 'textarea' | 'url' | 'password';
}

/** Everything that differs between Store Credit Building and Revolving Credit (one feature, two configurations). */
export interface CardKind {
  key: 'store' | 'revolving';
  table: 'store_cards' | 'credit_cards';
  title: string;
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

const COMMON: readonly CardField[] = ['issuer', 'card_type', 'credit_limit', 'apr', 'benefits', 'requirements', 'application_url', 'account_number', 'username', 'password'];

export const STORE_CARDS: CardKind = {
  key: 'store',
  table: 'store_cards',
  title: 'Store Credit Building',
  subtitle: 'Record the store and vendor cards you open to build your business credit.',
  addLabel: 'Add Card',
  emptyTitle: 'No store credit cards yet',
  emptyDescription: 'Add the first store card you opened.',
  loadingLabel: 'Loading store credit cards...',
  addFields: COMMON,
  editFields: ['issuer', 'card_type', 'credit_limit', 'apr'],
  extraRows: [],
  messages: { added: 'Card added successfully!', updated: 'Card updated successfully!', deleted: 'Store credit card deleted successfully!' },
};

export const REVOLVING_CARDS: CardKind = {
  key: 'revolving',
  table: 'credit_cards',
  title: 'Revolving Credit',
  subtitle: 'Record the revolving business credit cards you hold, with their rewards and fees.',
  addLabel: 'Add Credit Card',
  emptyTitle: 'No revolving credit cards yet',
  emptyDescription: 'Add the first business credit card you opened.',
  loadingLabel: 'Loading credit cards...',
  addFields: [...COMMON.slice(0, 4), 'rewards', 'annual_fee', ...COMMON.slice(4)],
  editFields: ['issuer', 'credit_limit', 'apr'],
  extraRows: ['rewards', 'annual_fee'],
  messages: { added: 'Credit card added successfully!', updated: 'Card updated successfully!', deleted: 'Credit card deleted successfully!' },
};

export const ISSUER_REQUIRED = 'Issuer is required';

/** What a card form writes: credit_cards' columns (store_cards has them all but rewards and annual_fee). */
export type CardRow = Pick<TablesInsert<'credit_cards'>, CardField>;

/**
 * The row a form sends: the issuer and each other field of `fields`, trimmed, blanks as null (limits and APRs
 * stay the text typed: "$5,000" is stored as "$5,000"); throws nothing, the issuer rule is the form's (a blank
 * issuer is sent as '' and refused by the table's check).
 */
export function cardRow(values: Partial<Record<CardField, string>>, fields: readonly CardField[]): CardRow {
  const row: CardRow = { issuer: (values.issuer ?? '').trim() };
  for (const field of fields) {
    if (field === 'issuer') continue;
    const text = (values[field] ?? '').trim();
    row[field] = text === '' ? null : text;
  }
  return row;
}

/** Form values from a stored card (nulls as empty text). */
export function cardValues(card: CreditCardRecord, fields: readonly CardField[]): Record<string, string> {
  return Object.fromEntries(fields.map((f) => [f, card[f] ?? '']));
}
