import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../testing/render';
import { lastFour, maskAccountNumber, maskSsn, PASSWORD_MASK } from './mask';
import { MaskedValue } from './MaskedValue';

describe('MaskedValue', () => {
  it('masks with 8 dots by default and never renders the value until revealed', async () => {
    const user = userEvent.setup();
    const { container } = renderWithTheme(<MaskedValue value="hunter2" label="Password" />);
    expect(screen.getByTestId('masked-text')).toHaveTextContent(PASSWORD_MASK);
    expect(container).not.toHaveTextContent('hunter2');
    expect(screen.getByText('Password hidden')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show Password' }));
    expect(screen.getByText('hunter2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hide Password' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Hide Password' }));
    expect(container).not.toHaveTextContent('hunter2');
  });

  it('uses a mask function and copies the real value while hidden', async () => {
    const user = userEvent.setup();
    const onCopied = jest.fn();
    renderWithTheme(<MaskedValue value="000123456789" label="Account number" mask={maskAccountNumber} isCopyable onCopied={onCopied} />);
    expect(screen.getByTestId('masked-text')).toHaveTextContent('••••6789');
    await user.click(screen.getByRole('button', { name: 'Copy Account number' }));
    await expect(navigator.clipboard.readText()).resolves.toBe('000123456789');
    expect(onCopied).toHaveBeenCalledWith('Account number copied to clipboard!');
  });
});

describe('mask helpers', () => {
  it('shows only the last four of an SSN', () => {
    expect(maskSsn('123-45-6789')).toBe('•••-••-6789');
    expect(maskSsn('123456789')).toBe('•••-••-6789');
    expect(maskSsn('')).toBe('');
    expect(maskSsn(null)).toBe('');
    expect(maskSsn('123-45-6789')).not.toContain('12345');
  });

  it('takes the last four digits', () => {
    expect(lastFour('12 34-5678 90')).toBe('7890');
    expect(lastFour('12')).toBe('12');
    expect(maskAccountNumber(undefined)).toBe('');
  });
});
