import styled from 'styled-components';
import { PAYDEX_BANDS } from '../../../lib/scores/paydex';

const Table = styled.table`
  border-collapse: collapse;
  width: 100%;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  & caption {
    text-align: left;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    padding-bottom: ${({ theme }) => theme.space.sm};
  }
  & th,
  & td {
    text-align: left;
    padding: ${({ theme }) => theme.space.sm};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Swatch = styled.span<{ $colour: string }>`
  display: inline-block;
  width: 10px;
  height: 10px;
  margin-right: 6px;
  border-radius: 50%;
  background: ${({ $colour }) => $colour};
`;

/** The PAYDEX reference table: 80-100 Low, 50-79 Medium, 1-49 High risk. */
export function RiskBandTable() {
  return (
    <Table>
      <caption>PAYDEX risk bands</caption>
      <thead>
        <tr>
          <th scope="col">PAYDEX</th>
          <th scope="col">Risk</th>
        </tr>
      </thead>
      <tbody>
        {[...PAYDEX_BANDS].reverse().map((b) => (
          <tr key={b.risk}>
            <td>{b.range}</td>
            <td>
              <Swatch $colour={b.colour} aria-hidden="true" />
              {b.risk} Risk
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
