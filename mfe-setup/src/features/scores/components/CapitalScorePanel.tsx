import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Badge, Card } from 'shared-ui';
import { CAPITAL_MAX, CAPITAL_MIN, tierOf } from '../../../lib/scores/capital-score';
import { formatDateTime, type ScoreRow } from '../../../lib/scores/score-history';
import { CapitalScoreBar } from './CapitalScoreBar';
import { ScoreEditor } from './ScoreEditor';

const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xxl};
  margin: 0 0 ${({ theme }) => theme.space.md};
  & dt { font-size: ${({ theme }) => theme.fontSizes.sm}; color: ${({ theme }) => theme.colors.textMuted}; }
  & dd { margin: 0; display: flex; align-items: center; gap: ${({ theme }) => theme.space.sm}; }
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
      <Facts>
        <div>
          <dt>Your Score</dt>
          <dd>
            <Score data-testid="capital-score">{shown ?? 'Not set'}</Score>
            <ScoreEditor label="CapitalScore" value={saved} min={CAPITAL_MIN} max={CAPITAL_MAX} onConfirm={onSave} />
          </dd>
        </div>
        <div>
          <dt>As of</dt>
          <dd data-testid="capital-as-of">{latest ? formatDateTime(latest.last_updated_at) : 'Not recorded yet'}</dd>
        </div>
        <div>
          <dt>Your tier</dt>
          <dd data-testid="capital-tier">{tier ? <Badge tone="brand">{tier.name}</Badge> : '-'}</dd>
        </div>
      </Facts>
      <CapitalScoreBar value={draft} onChange={setDraft} onCommit={(score) => { setDraft(score); onSave(score); }} disabled={isSaving} />
    </Card>
  );
}
