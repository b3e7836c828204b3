import { useTheme } from 'styled-components';
import { Card, formatDateTime, VisuallyHidden } from 'shared-ui';
import { ScoreHistoryChart } from 'shared-ui/charts';
import { CAPITAL_MAX, CAPITAL_MIN } from '../../../lib/scores/capital-score';
import { PAYDEX_MAX, PAYDEX_MIN } from '../../../lib/scores/paydex';
import { historyPoints, type ScoreRow } from '../../../lib/scores/score-history';

export interface ScoreHistoryProps {
  capital: readonly ScoreRow[];
  paydex: readonly ScoreRow[];
}

/** Both scores over time: a line chart (CapitalScore solid, PAYDEX dashed) and the same saves as a table for screen readers. */
export function ScoreHistory({ capital, paydex }: ScoreHistoryProps) {
  const theme = useTheme();
  const points = historyPoints(capital, paydex);
  const toSeries = (rows: readonly ScoreRow[]) =>
    rows.map((r) => ({ at: new Date(r.last_updated_at), score: r.score })).sort((a, b) => a.at.getTime() - b.at.getTime());
  return (
    <Card title="Score History">
      {points.length === 0 ? (
        <p>No scores saved yet. Every score you save is kept here with its date.</p>
      ) : (
        <>
          <p aria-hidden="true" style={{ margin: 0, fontSize: theme.fontSizes.sm }}>
            <span style={{ color: theme.colors.brandHover }}>━ CapitalScore (left, 500-1000)</span>
            {'  '}
            <span style={{ color: theme.colors.successHover }}>╍ PAYDEX (right, 0-100)</span>
          </p>
          <ScoreHistoryChart
            series={[
              { name: 'CapitalScore', min: CAPITAL_MIN, max: CAPITAL_MAX, colour: theme.colors.brandHover, points: toSeries(capital) },
              {
                name: 'PAYDEX',
                min: PAYDEX_MIN,
                max: PAYDEX_MAX,
                colour: theme.colors.successHover,
                dashed: true,
                points: toSeries(paydex),
              },
            ]}
          />
          <VisuallyHidden as="div">
            <table>
              <caption>Score history</caption>
              <thead>
                <tr>
                  <th scope="col">Date</th>
                  <th scope="col">Score</th>
                  <th scope="col">Value</th>
                </tr>
              </thead>
              <tbody>
                {[...points].reverse().map((p) => (
                  <tr key={`${p.kind}-${p.at.toISOString()}`} data-testid="history-row">
                    <td>{formatDateTime(p.at.toISOString())}</td>
                    <td>{p.kind === 'capital' ? 'CapitalScore' : 'PAYDEX'}</td>
                    <td>{p.score}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </VisuallyHidden>
        </>
      )}
    </Card>
  );
}
