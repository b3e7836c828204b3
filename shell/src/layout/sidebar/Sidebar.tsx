import { useState, type MouseEvent } from 'react';
import { usePlatform } from 'shared-ui';
import { APP_VERSION, CREDIT_ITEMS, CREDIT_PRIMARY, NAV_SECTIONS, SUPPORT_SECTION, type NavItem, type NavSection } from './sidebar-items';
import { Footer, ItemLink, List, LiveBadge, Logo, Panel, SectionTitle, Version } from './Sidebar.styles';

export interface SidebarProps {
  pathname: string;
  isAdmin: boolean;
  /** Slid in (mobile); from md up it is always shown. */
  open: boolean;
  /** Called after any navigation, so the mobile sidebar can close. */
  onNavigate(): void;
}

export function Sidebar({ pathname, isAdmin, open, onNavigate }: SidebarProps) {
  const platform = usePlatform();
  const [creditOpen, setCreditOpen] = useState(false);

  const go = (path: string) => (event: MouseEvent) => {
    event.preventDefault();
    platform.navigate(path);
    onNavigate();
  };

  const link = (item: NavItem, nested = false) => (
    <li key={item.path}>
      <ItemLink href={item.path} $nested={nested} aria-current={pathname === item.path ? 'page' : undefined} onClick={go(item.path)}>
        {item.label}
        {item.live && <LiveBadge aria-label="live">LIVE</LiveBadge>}
      </ItemLink>
    </li>
  );

  const section = (s: NavSection) => (
    <section key={s.title} aria-label={s.title}>
      <SectionTitle>{s.title}</SectionTitle>
      <List>{s.items.map((item) => link(item))}</List>
    </section>
  );

  return (
    <Panel id="portal-sidebar" aria-label="Main navigation" $open={open}>
      <Logo href={platform.config.links.marketingSite} aria-label="Business Portal home page">
        Business Portal
      </Logo>
      {NAV_SECTIONS.filter((s) => isAdmin || !s.adminOnly).map(section)}
      <section aria-label="CREDIT BUILDING">
        <SectionTitle>CREDIT BUILDING</SectionTitle>
        <List>
          <li>
            <ItemLink
              href={CREDIT_PRIMARY.path}
              aria-current={pathname === CREDIT_PRIMARY.path ? 'page' : undefined}
              aria-expanded={creditOpen}
              aria-controls="credit-sub-items"
              onClick={(event) => {
                setCreditOpen((v) => !v);
                go(CREDIT_PRIMARY.path)(event);
              }}
            >
              {CREDIT_PRIMARY.label}
            </ItemLink>
            <List id="credit-sub-items" hidden={!creditOpen}>
              {CREDIT_ITEMS.map((item) => link(item, true))}
            </List>
          </li>
        </List>
      </section>
      {section(SUPPORT_SECTION)}
      <Footer>
        <List>
          {link({ path: '/signin', label: 'Sign In' })}
          <li>
            <ItemLink as="button" type="button" onClick={() => void platform.signOut().then(onNavigate)}>
              Logout
            </ItemLink>
          </li>
        </List>
        <Version>{APP_VERSION}</Version>
      </Footer>
    </Panel>
  );
}
