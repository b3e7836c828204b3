import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../testing/render';
import { ProgressBar } from './ProgressBar';

describe('ProgressBar', () => {
  it('exposes its value, clamped and rounded', () => {
    const { rerender } = renderWithTheme(<ProgressBar value={42.4} label="Upload progress" />);
    const bar = screen.getByRole('progressbar', { name: 'Upload progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '42');
    expect(screen.getByText('42%')).toBeInTheDocument();
    rerender(<ProgressBar value={140} label="Upload progress" />);
    expect(bar).toHaveAttribute('aria-valuenow', '100');
  });

  it('is indeterminate without a value', () => {
    renderWithTheme(<ProgressBar value={null} label="Uploading Video..." />);
    expect(screen.getByRole('progressbar', { name: 'Uploading Video...' })).not.toHaveAttribute('aria-valuenow');
  });
});
