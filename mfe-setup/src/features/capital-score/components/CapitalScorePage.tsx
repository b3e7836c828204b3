import styled from 'styled-components';
import { PageHeader, Spinner, Stack, usePlatform } from 'shared-ui';
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

/**
 * CapitalScore and PAYDEX as the owner recorded them (DECISIONS 17): labelled self-reported with their dates, saved as
 * new rows with their history. The LIVE badge stays in the sidebar only; the page says where the figures come from.
 */
export default function CapitalScorePage() {
  const { links } = usePlatform().config;
  const s = useScores();
  const isLoading = s.capital.isLoading || s.paydex.isLoading;
  return (
    <Stack $gap="xl">
      <PageHeader
        title={title('capital-score')}
        subtitle="These are the scores you enter from your own credit reports (self-reported), each kept with the date you entered it. Preview a CapitalScore on the bar, then save it."
      />
      {isLoading ? (
        <Spinner label="Loading scores..." />
      ) : (
        <>
          <CapitalScorePanel latest={s.latestCapital} onSave={s.saveCapital} onUndo={s.undoCapital} isSaving={s.isSavingCapital} />
          <TierCards current={s.latestCapital ? tierOf(s.latestCapital.score).name : null} learnMoreUrl={links.marketingSite} />
          <Two>
            <PaydexPanel latest={s.latestPaydex} history={s.paydex.data ?? []} reportUrl={links.creditBureauLogin} onSave={s.savePaydex} />
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
