import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../testing/render';
import { CopyButton } from './CopyButton';

describe('CopyButton', () => {
  it('copies the value and reports the spec message', async () => {
    const user = userEvent.setup();
    const onCopied = jest.fn();
    renderWithTheme(<CopyButton value="acme_llc" label="Username" onCopied={onCopied} />);
    await user.click(screen.getByRole('button', { name: 'Copy Username' }));
    await expect(navigator.clipboard.readText()).resolves.toBe('acme_llc');
    expect(onCopied).toHaveBeenCalledWith('Username copied to clipboard!');
  });

  it('uses a given message (social vault) and the text appearance', async () => {
    const user = userEvent.setup();
    const onCopied = jest.fn();
    renderWithTheme(<CopyButton value="x" label="Password" copiedMessage="Copied to clipboard!" onCopied={onCopied} appearance="text" />);
    await user.click(screen.getByRole('button', { name: 'Copy Password' }));
    expect(onCopied).toHaveBeenCalledWith('Copied to clipboard!');
    expect(screen.getByRole('button', { name: 'Copy Password' })).toHaveTextContent('Copied');
  });

  it('reports a failure without claiming success', async () => {
    const user = userEvent.setup();
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('denied'));
    const onCopied = jest.fn();
    const onCopyError = jest.fn();
    renderWithTheme(<CopyButton value="x" label="Value" onCopied={onCopied} onCopyError={onCopyError} appearance="text" />);
    await user.click(screen.getByRole('button', { name: 'Copy Value' }));
    expect(onCopyError).toHaveBeenCalledWith(new Error('denied'));
    expect(onCopied).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Copy Value' })).toHaveTextContent('Copy');
  });

  it('logs failures by default', async () => {
    const user = userEvent.setup();
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('denied'));
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithTheme(<CopyButton value="x" label="Value" />);
    await user.click(screen.getByRole('button', { name: 'Copy Value' }));
    expect(log).toHaveBeenCalledWith('Copy failed', new Error('denied'));
    log.mockRestore();
  });

  it('goes back from "Copied" after two seconds', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithTheme(<CopyButton value="x" label="Value" appearance="text" />);
    await user.click(screen.getByRole('button', { name: 'Copy Value' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Copy Value' })).toHaveTextContent('Copied'));
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.getByRole('button', { name: 'Copy Value' })).toHaveTextContent(/^Copy$/);
    jest.useRealTimers();
  });
});
