import { useEffect, useState } from 'react';
import { LiveBadge, PORTAL_VERSION, usePlatform, type Role } from 'shared-ui';
import { matchPath, NavLink, useLocation } from 'shared-ui/router';
import { preloadScreenAt } from '../../remotes/preload-screens';
import type { ShellLink } from '../../routing/screen-uses';
import { navGroups, type NavGroup, type NavItem } from './sidebar-items';
import { Footer, ItemLink, List, Logo, Panel, SectionTitle, Version } from './Sidebar.styles';

export interface SidebarProps {
  /** The visitor's role (null: signed out, who sees no protected item). */
  role: Role | null;
  /** Slid in (mobile); from md up it is always shown. */
  open: boolean;
  /** Called after any navigation, so the mobile sidebar can close. */
  onNavigate(): void;
}

/** The sidebar, read from the composed screen table (`platform.screens`). Links are react-router NavLinks: aria-current, modifier-clicks open tabs. */
export function Sidebar({ role, open, onNavigate }: SidebarProps) {
  const platform = usePlatform();
  const [creditOpen, setCreditOpen] = useState(false);
  const { pathname } = useLocation();
  const groups = navGroups(platform.screens, role);
  // On a credit sub-screen (/store-credit, ...) the sub-list is open, so the current page is highlighted (review m6).
  const onSubScreen = groups.some((g) => g.items.some((i) => i.nav.sub && matchPath({ path: i.path, end: true }, pathname)));
  useEffect(() => {
    if (onSubScreen) setCreditOpen(true);
  }, [onSubScreen]);
  // A link about to be followed fetches its screen's remote and chunks: the click then mounts from memory.
  const preload = (path: string) => ({
    onPointerEnter: () => preloadScreenAt(platform, path),
    onFocus: () => preloadScreenAt(platform, path),
  });

  const link = (item: NavItem, nested = false) => (
    <li key={item.id}>
      <ItemLink as={NavLink} to={item.path} end $nested={nested} onClick={onNavigate} {...preload(item.path)}>
        {item.nav.label}
        {item.nav.live && <LiveBadge />}
      </ItemLink>
    </li>
  );

  const section = ({ title, items }: NavGroup) => {
    const primary = items.find((i) => i.nav.primary);
    if (!primary) {
      return (
        <section key={title} aria-label={title}>
          <SectionTitle>{title}</SectionTitle>
          <List>{items.map((item) => link(item))}</List>
        </section>
      );
    }
    // CREDIT BUILDING: the primary item navigates and toggles its sub-list (collapsed at first).
    return (
      <section key={title} aria-label={title}>
        <SectionTitle>{title}</SectionTitle>
        <List>
          <li>
            <ItemLink
              as={NavLink}
              to={primary.path}
              end
              {...preload(primary.path)}
              aria-expanded={creditOpen}
              aria-controls="credit-sub-items"
              onClick={() => {
                setCreditOpen((v) => !v);
                onNavigate();
              }}
            >
              {primary.nav.label}
            </ItemLink>
            <List id="credit-sub-items" hidden={!creditOpen}>
              {items.filter((i) => i.nav.sub).map((item) => link(item, true))}
            </List>
          </li>
          {items.filter((i) => !i.nav.primary && !i.nav.sub).map((item) => link(item))}
        </List>
      </section>
    );
  };

  return (
    <Panel id="portal-sidebar" aria-label="Main navigation" $open={open}>
      <Logo href={platform.config.links.marketingSite} aria-label="Business Portal home page">
        Business Portal
      </Logo>
      {groups.map(section)}
      <Footer>
        <List>
          <li>
            <ItemLink as={NavLink} to={platform.screens.href('sign-in' satisfies ShellLink)} end onClick={onNavigate}>
              Sign In
            </ItemLink>
          </li>
          {role !== null && (
            <li>
              <ItemLink as="button" type="button" onClick={() => void platform.signOut().then(onNavigate)}>
                Logout
              </ItemLink>
            </li>
          )}
        </List>
        <Version>{PORTAL_VERSION}</Version>
      </Footer>
    </Panel>
  );
}
