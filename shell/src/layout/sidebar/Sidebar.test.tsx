import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BrowserRouter } from 'shared-ui/router';
import { createFakePlatform, renderWithPlatform } from 'shared-ui/testing';
import { PORTAL_SCREENS } from '../../../../infra/screens/portal-screens';
import { Sidebar, type SidebarProps } from './Sidebar';

const props: SidebarProps = { role: 'client', open: true, onNavigate: jest.fn() };
const navEntries = PORTAL_SCREENS.flatMap((d) => d.screens).filter((s) => s.nav);
const label = (text: string) => new RegExp(`^${text.replace(/[()&]/g, '\\$&')}`);

function renderSidebar(overrides: Partial<SidebarProps> = {}, platform = createFakePlatform({ screens: PORTAL_SCREENS })) {
  return renderWithPlatform(
    <BrowserRouter>
      <Sidebar {...props} {...overrides} />
    </BrowserRouter>,
    platform,
  );
}

beforeEach(() => window.history.pushState(null, '', '/'));

describe('Sidebar (from the composed screen table)', () => {
  it('shows every section and label of the spec to an admin', async () => {
    renderSidebar({ role: 'admin' });
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    for (const title of ['ADMIN', 'RESOURCES', 'BUSINESS SETUP', 'WEB PRESENCE', 'CREDIT BUILDING', 'SUPPORT']) {
      expect(within(nav).getByRole('heading', { name: title })).toBeInTheDocument();
    }
    await userEvent.click(within(nav).getByRole('link', { name: 'First Step Accounts' }));
    for (const r of navEntries) expect(within(nav).getByRole('link', { name: label(r.nav!.label) })).toHaveAttribute('href', r.path);
    expect(within(nav).getByText('LIVE')).toBeInTheDocument();
    expect(within(nav).getByText('V5.25.3')).toBeInTheDocument();
  });

  it('hides the ADMIN section from non-admins', () => {
    renderSidebar();
    expect(screen.queryByRole('heading', { name: 'ADMIN' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Clients' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /App info/ })).not.toBeInTheDocument();
  });

  it('shows a signed-out visitor no protected item: only Sign In', () => {
    renderSidebar({ role: null });
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).queryAllByRole('heading')).toHaveLength(0);
    expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Business Portal', 'Sign In']);
    expect(within(nav).queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('highlights the current route only (aria-current), following the URL', () => {
    window.history.pushState(null, '', '/documents');
    renderSidebar();
    expect(screen.getByRole('link', { name: 'Business Documents' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Business Formation' })).not.toHaveAttribute('aria-current');
    act(() => {
      window.history.pushState(null, '', '/bank');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(screen.getByRole('link', { name: 'Business Bank Accounts' })).toHaveAttribute('aria-current', 'page');
  });

  it('navigates client-side and tells the layout (to close on mobile)', async () => {
    const onNavigate = jest.fn();
    renderSidebar({ onNavigate });
    await userEvent.click(screen.getByRole('link', { name: 'Training Videos' }));
    expect(window.location.pathname).toBe('/training');
    expect(onNavigate).toHaveBeenCalled();
  });

  it('leaves a modifier-click to the browser (new tab)', async () => {
    renderSidebar();
    const link = screen.getByRole('link', { name: 'Training Videos' });
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true, button: 0 });
    act(() => void link.dispatchEvent(event));
    expect(event.defaultPrevented).toBe(false);
    expect(window.location.pathname).toBe('/');
  });

  it('starts with the credit sub-list collapsed; the primary item navigates and toggles it', async () => {
    renderSidebar();
    const primary = screen.getByRole('link', { name: 'First Step Accounts' });
    expect(primary).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Store Credit' })).not.toBeInTheDocument();
    await userEvent.click(primary);
    expect(window.location.pathname).toBe('/first-step-accounts');
    expect(primary).toHaveAttribute('aria-expanded', 'true');
    for (const name of ['Credit & Loans', 'Store Credit', 'Revolving Credit', 'Account Receivable', 'Purchase Order']) {
      expect(screen.getByRole('link', { name })).toBeInTheDocument();
    }
    await userEvent.click(primary);
    expect(screen.queryByRole('link', { name: 'Store Credit' })).not.toBeInTheDocument();
  });

  it('opens the credit sub-list on a credit sub-screen, with the current page highlighted', () => {
    window.history.pushState(null, '', '/store-credit');
    renderSidebar();
    expect(screen.getByRole('link', { name: 'First Step Accounts' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Store Credit' })).toHaveAttribute('aria-current', 'page');
  });

  it('has Sign In and Logout rows; Logout signs out through the platform API', async () => {
    const platform = createFakePlatform({ screens: PORTAL_SCREENS });
    renderSidebar({}, platform);
    await userEvent.click(screen.getByRole('link', { name: 'Sign In' }));
    expect(window.location.pathname).toBe('/signin');
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(platform.signOut).toHaveBeenCalled();
  });

  it('sends the logo to the marketing site', () => {
    renderSidebar();
    expect(screen.getByRole('link', { name: 'Business Portal home page' })).toHaveAttribute(
      'href',
      'http://portal.test/external/marketingSite',
    );
  });
});
