import styled from 'styled-components';
import { formatUsd } from '../../format/money';

const Struck = styled.s`
  color: ${({ theme }) => theme.colors.textMuted};
  margin-left: ${({ theme }) => theme.space.xs};
`;

/** A payment's amount (spec 2 section 9): two decimals; an included payment reads "Included" with the amount struck through. */
export function PaymentAmount({ amount, included }: { amount: number | string; included: boolean }) {
  if (!included) return <>{formatUsd(amount)}</>;
  return (
    <>
      <strong>Included</strong>
      <Struck>{formatUsd(amount)}</Struck>
    </>
  );
}
