import styled from 'styled-components';
import { DescriptionList, formatLocalDay, usePlatform } from 'shared-ui';
import { href } from '../../../lib/links';
import { tierOf } from '../../../lib/scores/capital-score';
import { paydexBandOf } from '../../../lib/scores/paydex';
import type { ScoreRow } from '../../../lib/scores/score-history';
import { StatCard } from './StatCards';

const Values = styled(DescriptionList).attrs({ layout: 'inline' as const })`
  dt {
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  dd {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  dd small {
    display: block;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.regular};
  }
`;

const Link = styled.a`
  color: ${({ theme }) => theme.colors.brandHover};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/** The owner's own line under a score: what it is and when it was entered (DECISIONS 17). */
const selfReported = (row: ScoreRow) => `Self-reported ${formatLocalDay(row.last_updated_at)}`;

/** The latest CapitalScore and PAYDEX (the same rows /dnb shows), each labelled self-reported with its date, linking to /dnb. */
export function ScoreSummary({ capital, paydex }: { capital: ScoreRow | null; paydex: ScoreRow | null }) {
  const platform = usePlatform();
  const to = href('capital-score');
  return (
    <StatCard aria-labelledby="score-summary">
      <h2 id="score-summary">Business Credit Scores</h2>
      <Values
        items={[
          {
            term: 'CapitalScore',
            value: (
              <span data-testid="home-capital">
                {capital ? capital.score : '-'}
                {capital && <small>{tierOf(capital.score).name}</small>}
                {capital && <small>{selfReported(capital)}</small>}
              </span>
            ),
          },
          {
            term: 'PAYDEX',
            value: (
              <span data-testid="home-paydex">
                {paydex ? paydex.score : '-'}
                {paydex && <small>{paydexBandOf(paydex.score).risk} Risk</small>}
                {paydex && <small>{selfReported(paydex)}</small>}
              </span>
            ),
          },
        ]}
      />
      <Link
        href={to}
        onClick={(e) => {
          e.preventDefault();
          platform.navigate(to);
        }}
      >
        View CapitalScore and PAYDEX
      </Link>
    </StatCard>
  );
}
