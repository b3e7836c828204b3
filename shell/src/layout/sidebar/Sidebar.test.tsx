import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakePlatform, renderWithPlatform } from '../../testing/fake-platform';
import { Sidebar } from './Sidebar';
import { CREDIT_ITEMS, NAV_SECTIONS, SUPPORT_SECTION } from './sidebar-items';

const props = { pathname: '/', isAdmin: false, open: true, onNavigate: jest.fn() };

describe('Sidebar', () => {
  it('shows every section and label of the spec (ADMIN for admins only)', () => {
    renderWithPlatform(<Sidebar {...props} isAdmin />);
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    for (const section of [...NAV_SECTIONS, SUPPORT_SECTION]) {
      expect(within(nav).getByRole('heading', { name: section.title })).toBeInTheDocument();
      for (const item of section.items) expect(within(nav).getByRole('link', { name: new RegExp(`^${item.label.replace(/[()]/g, '\\$&')}`) })).toHaveAttribute('href', item.path);
    }
    expect(within(nav).getByRole('heading', { name: 'CREDIT BUILDING' })).toBeInTheDocument();
    expect(within(nav).getByText('LIVE')).toBeInTheDocument();
    expect(within(nav).getByText('V5.25.3')).toBeInTheDocument();
  });

  it('hides the ADMIN section from non-admins', () => {
    renderWithPlatform(<Sidebar {...props} />);
    expect(screen.queryByRole('heading', { name: 'ADMIN' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Clients' })).not.toBeInTheDocument();
  });

  it('highlights the current route only', () => {
    renderWithPlatform(<Sidebar {...props} pathname="/documents" />);
    expect(screen.getByRole('link', { name: 'Business Documents' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Business Formation' })).not.toHaveAttribute('aria-current');
  });

  it('navigates client-side and tells the layout (to close on mobile)', async () => {
    const platform = fakePlatform();
    const onNavigate = jest.fn();
    renderWithPlatform(<Sidebar {...props} onNavigate={onNavigate} />, platform);
    await userEvent.click(screen.getByRole('link', { name: 'Training Videos' }));
    expect(platform.navigate).toHaveBeenCalledWith('/training');
    expect(onNavigate).toHaveBeenCalled();
  });

  it('starts with the credit sub-list collapsed; the primary item navigates and toggles it', async () => {
    const platform = fakePlatform();
    renderWithPlatform(<Sidebar {...props} />, platform);
    const primary = screen.getByRole('link', { name: 'First Step Accounts' });
    expect(primary).toHaveAttribute('aria-expanded', 'false');
    for (const item of CREDIT_ITEMS) expect(screen.queryByRole('link', { name: item.label })).not.toBeInTheDocument();
    await userEvent.click(primary);
    expect(platform.navigate).toHaveBeenCalledWith('/first-step-accounts');
    expect(primary).toHaveAttribute('aria-expanded', 'true');
    for (const item of CREDIT_ITEMS) expect(screen.getByRole('link', { name: item.label })).toHaveAttribute('href', item.path);
    await userEvent.click(primary);
    expect(screen.queryByRole('link', { name: 'Store Credit' })).not.toBeInTheDocument();
  });

  it('has Sign In and Logout rows; Logout signs out through the platform API', async () => {
    const platform = fakePlatform();
    renderWithPlatform(<Sidebar {...props} />, platform);
    await userEvent.click(screen.getByRole('link', { name: 'Sign In' }));
    expect(platform.navigate).toHaveBeenCalledWith('/signin');
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(platform.signOut).toHaveBeenCalled();
  });

  it('sends the logo to the marketing site', () => {
    renderWithPlatform(<Sidebar {...props} />);
    expect(screen.getByRole('link', { name: 'Business Portal home page' })).toHaveAttribute('href', 'http://portal.test/external/marketingSite');
  });
});
