import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakePlatform as fakePlatform, renderWithPlatform } from 'shared-ui/testing';
import { TopBar } from './TopBar';

// The bell (its data, Realtime) is exercised against the real stack by e2e/shell/notification-bell.spec.ts; here only its place in the bar.
jest.mock('./NotificationBellSlot', () => ({ NotificationBellSlot: () => <button type="button" aria-label="Notifications" /> }));
// The palette has its own tests (features/search/SearchPalette.test.tsx); here only its place in the bar.
jest.mock('./SearchSlot', () => ({ SearchSlot: () => <input type="search" aria-label="Search" /> }));

describe('TopBar', () => {
  it('signed in: search, bell, View Documents, Support in a new tab and a red Sign Out', async () => {
    const platform = fakePlatform();
    renderWithPlatform(<TopBar signedIn sidebarOpen={false} onToggleSidebar={jest.fn()} />, platform);
    expect(screen.getByRole('searchbox', { name: 'Search' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    const support = screen.getByRole('link', { name: 'Support' });
    expect(support).toHaveAttribute('href', 'http://portal.test/external/supportPage');
    expect(support).toHaveAttribute('target', '_blank');
    expect(support).toHaveAttribute('rel', expect.stringContaining('noopener'));
    await userEvent.click(screen.getByRole('button', { name: 'View Documents' }));
    expect(platform.navigate).toHaveBeenCalledWith('/documents');
    const signOut = screen.getByRole('button', { name: 'Sign Out' });
    expect(signOut).toHaveStyle({ backgroundColor: '#dc2626' });
    await userEvent.click(signOut);
    expect(platform.signOut).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Are you ready to start your business?')).not.toBeInTheDocument();
  });

  it('signed out: the promotional heading instead of the controls', () => {
    renderWithPlatform(<TopBar signedIn={false} sidebarOpen={false} onToggleSidebar={jest.fn()} />);
    expect(screen.getByRole('heading', { name: 'Are you ready to start your business?' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign Out' })).not.toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });

  it('the menu toggle opens and closes the sidebar', async () => {
    const onToggle = jest.fn();
    renderWithPlatform(<TopBar signedIn sidebarOpen={false} onToggleSidebar={onToggle} />);
    const toggle = screen.getByRole('button', { name: 'Toggle menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', 'portal-sidebar');
    await userEvent.click(toggle);
    expect(onToggle).toHaveBeenCalled();
  });
});
