import { useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { Button, Cluster } from 'shared-ui';
import type { ReleaseWatch } from '../boot/release-watch';

export const NEW_VERSION_TEXT = 'A new version is available';

const Bar = styled(Cluster)`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  background: ${({ theme }) => theme.colors.infoSoft};
  color: ${({ theme }) => theme.colors.text};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

/**
 * "A new version is available" with Reload, once the live release set differs from the one this page
 * runs (release-watch.ts). The polite live region is always in the page so the announcement is read.
 */
export function NewVersionNotice({ watch }: { watch: ReleaseWatch }) {
  const available = useSyncExternalStore(watch.subscribe, watch.newVersion, () => false);
  return (
    <div role="status" aria-live="polite" data-testid="new-version-notice">
      {available && (
        <Bar $gap="md" $justify="between">
          <span>{NEW_VERSION_TEXT}</span>
          <Button size="sm" onClick={() => window.location.reload()}>
            Reload
          </Button>
        </Bar>
      )}
    </div>
  );
}
