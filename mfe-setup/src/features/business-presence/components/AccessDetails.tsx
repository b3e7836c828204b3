import styled from 'styled-components';
import { DescriptionList } from 'shared-ui';
import { SealedValue } from 'shared-ui/secrets';
import type { BusinessAccount } from '../types';

// One pair a row on a muted strip, the value (and its buttons) at the right: what DescriptionList's rows don't draw.
const DetailList = styled(DescriptionList).attrs({ layout: 'inline' as const })`
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  & > div {
    flex-direction: row;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    border-radius: ${({ theme }) => theme.radii.md};
  }
  dt {
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  dd {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    min-width: 0;
    word-break: break-all;
    font-weight: inherit;
  }
`;

export interface AccessDetailsProps {
  details: BusinessAccount['business_account_details'];
  onCopied: (message: string) => void;
  /** Every detail is sealed in the credential vault, whatever its label (the value is its mask): this asks the server for it. */
  onReveal: (detailId: string) => Promise<string>;
}

/** The access details: each label and value, copy-to-clipboard ("{label} copied to clipboard!"); every value masked, revealed by the server (credential vault). */
export function AccessDetails({ details, onCopied, onReveal }: AccessDetailsProps) {
  return (
    <DetailList
      items={details.map((d) => ({
        key: d.id,
        term: d.label,
        value: <SealedValue masked={d.value} label={d.label} isCopyable onCopied={onCopied} reveal={() => onReveal(d.id)} />,
      }))}
    />
  );
}
