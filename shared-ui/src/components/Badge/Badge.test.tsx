import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../testing/render';
import { theme } from '../../theme/theme';
import { Badge, LiveBadge } from './Badge';

describe('Badge', () => {
  it('renders its text in its tone', () => {
    renderWithTheme(<Badge tone="danger">Pending</Badge>);
    expect(screen.getByText('Pending')).toHaveStyle({ color: theme.colors.dangerHover });
    expect(screen.getByText('Pending')).not.toHaveAttribute('data-pulsing');
  });

  it('LIVE badge is solid green (white text above 4.5:1) and pulses', () => {
    renderWithTheme(<LiveBadge />);
    const live = screen.getByText('LIVE');
    expect(live).toHaveStyle({ background: theme.colors.successHover, color: '#ffffff' });
    expect(live).toHaveAttribute('data-pulsing', 'true');
    expect(getComputedStyle(live).animation).toMatch(/infinite/);
  });
});
