import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Badge, Card, DescriptionList, formatDateTime } from 'shared-ui';
import { CAPITAL_MAX, CAPITAL_MIN, tierOf } from '../../../lib/scores/capital-score';
import type { ScoreRow } from '../../../lib/scores/score-history';
import { CapitalScoreBar } from './CapitalScoreBar';
import { ScoreEditor } from './ScoreEditor';

const Facts = styled(DescriptionList).attrs({ layout: 'inline' as const })`
  gap: ${({ theme }) => theme.space.xxl};
  margin: 0 0 ${({ theme }) => theme.space.md};
  dt {
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  dd {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    font-weight: inherit;
  }
`;

const Score = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xxxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-variant-numeric: tabular-nums;
`;

export interface CapitalScorePanelProps {
  latest: ScoreRow | null;
  onSave: (value: unknown) => Promise<unknown> | void;
  isSaving: boolean;
}

/** Your Score (range bar, edit icon), the as-of time and Your tier. */
export function CapitalScorePanel({ latest, onSave, isSaving }: CapitalScorePanelProps) {
  const saved = latest?.score ?? null;
  const [draft, setDraft] = useState<number>(saved ?? CAPITAL_MIN);
  useEffect(() => setDraft(saved ?? CAPITAL_MIN), [saved]);
  const shown = saved === null && draft === CAPITAL_MIN ? null : draft;
  const tier = shown === null ? null : tierOf(shown);
  return (
    <Card>
      <Facts
        items={[
          {
            term: 'Your Score',
            value: (
              <>
                <Score data-testid="capital-score">{shown ?? 'Not set'}</Score>
                <ScoreEditor label="CapitalScore" value={saved} min={CAPITAL_MIN} max={CAPITAL_MAX} onConfirm={onSave} />
              </>
            ),
          },
          {
            term: 'As of',
            value: <span data-testid="capital-as-of">{latest ? formatDateTime(latest.last_updated_at) : 'Not recorded yet'}</span>,
          },
          { term: 'Your tier', value: <span data-testid="capital-tier">{tier ? <Badge tone="brand">{tier.name}</Badge> : '-'}</span> },
        ]}
      />
      <CapitalScoreBar
        value={draft}
        onChange={setDraft}
        onCommit={(score) => {
          setDraft(score);
          onSave(score);
        }}
        disabled={isSaving}
      />
    </Card>
  );
}
