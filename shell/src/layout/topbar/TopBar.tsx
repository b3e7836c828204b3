import { useState } from 'react';
import { usePlatform } from 'shared-ui';
import { ActionButton, Bar, IconButton, MenuToggle, Promo, Search, Spacer, SupportLink } from './TopBar.styles';

export interface TopBarProps {
  signedIn: boolean;
  sidebarOpen: boolean;
  onToggleSidebar(): void;
}

/** The dashboard's top bar: signed-in controls, or the promotional heading when signed out. */
export function TopBar({ signedIn, sidebarOpen, onToggleSidebar }: TopBarProps) {
  const platform = usePlatform();
  const [busy, setBusy] = useState(false);

  const toggle = (
    <MenuToggle type="button" aria-label="Toggle menu" aria-controls="portal-sidebar" aria-expanded={sidebarOpen} onClick={onToggleSidebar}>
      ☰
    </MenuToggle>
  );

  if (!signedIn) {
    return (
      <Bar>
        {toggle}
        <Promo>Are you ready to start your business?</Promo>
      </Bar>
    );
  }

  const signOut = async () => {
    setBusy(true);
    try {
      await platform.signOut();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Bar>
      {toggle}
      <Search type="search" placeholder="Search" aria-label="Search" />
      <Spacer />
      <IconButton type="button" aria-label="Notifications">
        🔔
      </IconButton>
      <ActionButton type="button" onClick={() => platform.navigate('/documents')}>
        View Documents
      </ActionButton>
      <SupportLink href={platform.config.links.supportPage} target="_blank" rel="noopener noreferrer">
        Support
      </SupportLink>
      <ActionButton type="button" $danger disabled={busy} onClick={() => void signOut()}>
        Sign Out
      </ActionButton>
    </Bar>
  );
}
