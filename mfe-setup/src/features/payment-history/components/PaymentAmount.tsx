import styled from 'styled-components';
import { formatPaymentAmount } from '../../business-programs/currency';

const Struck = styled.s`
  color: ${({ theme }) => theme.colors.textMuted};
  margin-left: ${({ theme }) => theme.space.xs};
`;

/** Two decimals; an included payment reads "Included" with its amount struck through (spec 2 section 9). */
export function PaymentAmount({ amount, included }: { amount: number | string; included: boolean }) {
  if (!included) return <>{formatPaymentAmount(amount)}</>;
  return (
    <>
      <strong>Included</strong>
      <Struck>{formatPaymentAmount(amount)}</Struck>
    </>
  );
}
