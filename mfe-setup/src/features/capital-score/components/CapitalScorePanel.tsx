import { useState } from 'react';
import styled from 'styled-components';
import { Badge, Button, Card, Cluster, DescriptionList, formatDateTime } from 'shared-ui';
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

// The preview / saved line under the bar: a live region, so the preview and the undo are announced.
const Status = styled(Cluster)`
  min-height: 2.5rem;
  margin-top: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export interface CapitalScorePanelProps {
  latest: ScoreRow | null;
  /** Saves a score as a new row; resolves to that row (null when it failed: the caller has said so). */
  onSave: (value: unknown) => Promise<ScoreRow | null | undefined> | void;
  /** Takes a row just saved away again; resolves to whether it went. */
  onUndo: (id: string) => Promise<boolean>;
  isSaving: boolean;
}

/**
 * Your Score (self-reported, with the time it was entered), Your tier and the range bar. The bar only
 * previews; "Save score" records the preview as a new row, and "Undo" takes that row away (DECISIONS 17).
 */
export function CapitalScorePanel({ latest, onSave, onUndo, isSaving }: CapitalScorePanelProps) {
  const saved = latest?.score ?? null;
  const [preview, setPreview] = useState<number | null>(null);
  const [justSaved, setJustSaved] = useState<ScoreRow | null>(null);
  const isPreviewing = preview !== null && preview !== saved;
  const barValue = preview ?? saved ?? CAPITAL_MIN;
  const tier = saved === null ? null : tierOf(saved);

  const changePreview = (score: number) => {
    setJustSaved(null);
    setPreview(score);
  };
  const save = async () => {
    if (preview === null) return;
    const row = await onSave(preview);
    if (row) {
      setJustSaved(row);
      setPreview(null);
    }
  };
  const undo = async () => {
    if (justSaved && (await onUndo(justSaved.id))) setJustSaved(null);
  };
  const confirmTyped = async (raw: string) => {
    const row = await onSave(raw);
    if (row) {
      setPreview(null);
      setJustSaved(row);
    }
  };

  return (
    <Card>
      <Facts
        items={[
          {
            term: 'Your Score',
            value: (
              <>
                <Score data-testid="capital-score">{saved ?? 'Not set'}</Score>
                {saved !== null && <Badge tone="neutral">Self-reported</Badge>}
                <ScoreEditor label="CapitalScore" value={saved} min={CAPITAL_MIN} max={CAPITAL_MAX} onConfirm={confirmTyped} />
              </>
            ),
          },
          {
            term: 'Entered',
            value: (
              <span data-testid="capital-as-of">
                {latest ? `Self-reported on ${formatDateTime(latest.last_updated_at)}` : 'Not recorded yet'}
              </span>
            ),
          },
          { term: 'Your tier', value: <span data-testid="capital-tier">{tier ? <Badge tone="brand">{tier.name}</Badge> : '-'}</span> },
        ]}
      />
      <CapitalScoreBar
        value={barValue}
        onChange={changePreview}
        onCancel={() => setPreview(null)}
        valueText={isPreviewing ? `${barValue}, ${tierOf(barValue).name}, preview not saved` : `${barValue}, ${tierOf(barValue).name}`}
        disabled={isSaving}
      />
      <Status $gap="md" role="status" aria-live="polite" data-testid="capital-preview">
        {isPreviewing ? (
          <>
            <span>
              Preview: <strong>{preview}</strong> ({tierOf(preview).name}), not saved yet.
            </span>
            <Button size="sm" onClick={save} disabled={isSaving}>
              {isSaving ? 'Saving...' : 'Save score'}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setPreview(null)} disabled={isSaving}>
              Cancel
            </Button>
          </>
        ) : justSaved ? (
          <>
            <span>{`Saved ${justSaved.score} as your self-reported CapitalScore.`}</span>
            <Button size="sm" variant="secondary" onClick={undo} disabled={isSaving}>
              Undo
            </Button>
          </>
        ) : (
          <span>Click, drag or use the arrow keys on the bar to preview a score; nothing is saved until you choose Save score.</span>
        )}
      </Status>
    </Card>
  );
}
