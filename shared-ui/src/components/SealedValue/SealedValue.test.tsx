import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../testing/render';
import { SealedValue } from './SealedValue';

// The reveal call is the server boundary (reveal_secret): a jest function here; e2e/auth/two-factor runs the real one.
describe('SealedValue', () => {
  it('shows the stored mask, asks the server once on Show, and hides again', async () => {
    const user = userEvent.setup();
    const reveal = jest.fn(() => Promise.resolve('hunter2'));
    const { container } = renderWithTheme(<SealedValue masked="••••••••" reveal={reveal} label="Password" />);
    expect(screen.getByTestId('masked-text')).toHaveTextContent('••••••••');
    expect(reveal).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Show Password' }));
    expect(await screen.findByText('hunter2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Hide Password' }));
    expect(container).not.toHaveTextContent('hunter2');
    await user.click(screen.getByRole('button', { name: 'Show Password' }));
    expect(await screen.findByText('hunter2')).toBeInTheDocument();
    expect(reveal).toHaveBeenCalledTimes(1);
  });

  it('copies the revealed value while hidden; a refused reveal keeps it hidden and copies nothing', async () => {
    const user = userEvent.setup();
    const onCopied = jest.fn();
    renderWithTheme(
      <SealedValue
        masked="••••6789"
        reveal={() => Promise.resolve('000123456789')}
        label="Account number"
        isCopyable
        onCopied={onCopied}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Copy Account number' }));
    await expect(navigator.clipboard.readText()).resolves.toBe('000123456789');
    expect(onCopied).toHaveBeenCalledWith('Account number copied to clipboard!');
    expect(screen.getByTestId('masked-text')).toHaveTextContent('••••6789');

    const refused = jest.fn();
    renderWithTheme(
      <SealedValue masked="••••••••" reveal={() => Promise.reject(new Error('no'))} label="PIN" isCopyable onCopied={refused} />,
    );
    await user.click(screen.getByRole('button', { name: 'Show PIN' }));
    expect(screen.getByRole('button', { name: 'Show PIN' })).toHaveAttribute('aria-pressed', 'false');
    await user.click(screen.getByRole('button', { name: 'Copy PIN' }));
    expect(refused).not.toHaveBeenCalled();
  });
});
