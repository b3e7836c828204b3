import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'shared-ui';
import { createReleaseWatch } from '../boot/release-watch';
import { NEW_VERSION_TEXT, NewVersionNotice } from './NewVersionNotice';

describe('NewVersionNotice', () => {
  it('announces a new version in a polite live region, with a Reload button reachable by keyboard', async () => {
    let t = 0;
    // The config endpoint is the faked boundary: it answers with another release set.
    const watch = createReleaseWatch({
      booted: { remotes: { mfe_credit: 'r1' } as never },
      load: async () => ({ remotes: { mfe_credit: 'r2' } as never }),
      now: () => t,
      minGapMs: 0,
    });
    render(
      <ThemeProvider>
        <NewVersionNotice watch={watch} />
      </ThemeProvider>,
    );
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();
    t = 1;
    await act(() => watch.check());
    expect(region).toHaveTextContent(NEW_VERSION_TEXT);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Reload' })).toHaveFocus();
  });
});
