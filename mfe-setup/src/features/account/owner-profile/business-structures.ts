/** The six business structures (spec 2 section 3): stored value, label, and what / pros / cons. */
export type BusinessStructureValue = 'sole_proprietorship' | 'general_partnership' | 'llc' | 's_corp' | 'c_corp' | 'professional_corp';

export interface BusinessStructure {
  value: BusinessStructureValue;
  label: string;
  what: string;
  pros: readonly string[];
  cons: readonly string[];
}

export const BUSINESS_STRUCTURES: readonly BusinessStructure[] = [
  {
    value: 'sole_proprietorship',
    label: 'Sole Proprietorship',
    what: 'An unincorporated business owned and run by one person, with no legal separation between the owner and the business.',
    pros: ['Simplest and cheapest to start', 'Full control of the business', "Profits taxed once, on the owner's personal return"],
    cons: [
      'Unlimited personal liability for debts',
      'Harder to raise money or build separate business credit',
      'Ends when the owner stops',
    ],
  },
  {
    value: 'general_partnership',
    label: 'General Partnership',
    what: 'Two or more people who share ownership, management and profits of an unincorporated business.',
    pros: ['Easy and inexpensive to form', 'Shared skills, work and capital', 'Pass-through taxation'],
    cons: [
      "Each partner is personally liable for the business's debts",
      "Liable for the other partners' decisions",
      'Disagreements can end the business',
    ],
  },
  {
    value: 'llc',
    label: 'Limited Liability Company (LLC)',
    what: 'A business registered with the state that protects its owners (members) from personal liability while keeping taxes flexible.',
    pros: [
      'Personal assets protected from business debts',
      'Pass-through taxation by default, or taxed as a corporation',
      'Few formalities and flexible management',
    ],
    cons: ['State filing and annual fees', 'Members pay self-employment tax on profits', 'Rules vary from state to state'],
  },
  {
    value: 's_corp',
    label: 'S Corporation',
    what: 'A corporation that elects (IRS Form 2553) to pass its income, losses and credits through to its shareholders.',
    pros: [
      'Limited liability for shareholders',
      'No corporate income tax',
      'Possible savings on self-employment tax through salary and distributions',
    ],
    cons: [
      'At most 100 shareholders, all US citizens or residents',
      'One class of stock only',
      'Stricter formalities and IRS scrutiny of salaries',
    ],
  },
  {
    value: 'c_corp',
    label: 'C Corporation',
    what: 'A legal entity separate from its owners, taxed on its own profits, that can issue several classes of stock.',
    pros: [
      'Strongest liability protection',
      'Easiest structure for raising capital from investors',
      'Unlimited shareholders and perpetual existence',
    ],
    cons: [
      'Double taxation: corporate profits and then dividends',
      'Most expensive to form and run',
      'Extensive record-keeping and reporting',
    ],
  },
  {
    value: 'professional_corp',
    label: 'Professional Corporation',
    what: "A corporation for licensed professionals (doctors, lawyers, accountants, architects) whose owners hold the profession's license.",
    pros: [
      "Protects owners from the business's debts and other owners' malpractice",
      'Corporate tax options',
      'Credibility with clients and lenders',
    ],
    cons: [
      'Owners stay liable for their own malpractice',
      'Only licensed professionals may own shares',
      'Not available for every profession in every state',
    ],
  },
];

export function businessStructure(value: string | null | undefined): BusinessStructure | undefined {
  return BUSINESS_STRUCTURES.find((s) => s.value === value);
}
