import styled from 'styled-components';
import { LiveBadge, PageHeader, Spinner, Stack, usePlatform } from 'shared-ui';
import { tierOf } from '../../../lib/scores/capital-score';
import { useScores } from '../hooks/use-scores';
import { CapitalScorePanel } from './CapitalScorePanel';
import { PaydexPanel } from './PaydexPanel';
import { PaydexScoreForm } from './PaydexScoreForm';
import { RiskBandTable } from './RiskBandTable';
import { ScoreHistory } from './ScoreHistory';
import { TierCards } from './TierCards';
import { title } from '../../../lib/links';

const Two = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 2fr 1fr;
  }
`;

/** CapitalScore (LIVE badge: visual only, so the heading reads "CapitalScore" like the route title) and PAYDEX: both scores, saved as new rows, with their history. */
export default function CapitalScorePage() {
  const { links } = usePlatform().config;
  const s = useScores();
  const isLoading = s.capital.isLoading || s.paydex.isLoading;
  return (
    <Stack $gap="xl">
      <PageHeader
        title={title('capital-score')}
        titleAddon={
          <span aria-hidden="true">
            <LiveBadge />
          </span>
        }
        subtitle="Set your score on the bar or with the edit icon; each save is kept with its date."
      />
      {isLoading ? (
        <Spinner label="Loading scores..." />
      ) : (
        <>
          <CapitalScorePanel latest={s.latestCapital} onSave={s.saveCapital} isSaving={s.isSavingCapital} />
          <TierCards current={s.latestCapital ? tierOf(s.latestCapital.score).name : null} learnMoreUrl={links.marketingSite} />
          <Two>
            <PaydexPanel latest={s.latestPaydex} reportUrl={links.creditBureauLogin} onSave={s.savePaydex} />
            <div>
              <RiskBandTable />
            </div>
          </Two>
          <PaydexScoreForm onSave={s.savePaydex} />
          <ScoreHistory capital={s.capital.data ?? []} paydex={s.paydex.data ?? []} />
        </>
      )}
    </Stack>
  );
}
