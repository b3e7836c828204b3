import { useState } from 'react';
import { usePlatform } from 'shared-ui';
import type { ShellLink } from '../../routing/screen-uses';
import { NotificationBellSlot } from './NotificationBellSlot';
import { SearchSlot } from './SearchSlot';
import { ActionButton, Bar, MenuToggle, Promo, Spacer, SupportLink } from './TopBar.styles';

export interface TopBarProps {
  signedIn: boolean;
  sidebarOpen: boolean;
  onToggleSidebar(): void;
}

// Inline SVG, not emoji: emoji glyphs depend on the visitor's fonts (Debian's Chromium shows a box).
const svgProps = {
  width: 20,
  height: 20,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  'aria-hidden': true,
} as const;

function MenuIcon() {
  return (
    <svg {...svgProps}>
      <path d="M4 6h16M4 12h16M4 18h16" strokeLinecap="round" />
    </svg>
  );
}

/** The dashboard's top bar: signed-in controls, or the promotional heading when signed out. */
export function TopBar({ signedIn, sidebarOpen, onToggleSidebar }: TopBarProps) {
  const platform = usePlatform();
  const [busy, setBusy] = useState(false);

  const toggle = (
    <MenuToggle type="button" aria-label="Toggle menu" aria-controls="portal-sidebar" aria-expanded={sidebarOpen} onClick={onToggleSidebar}>
      <MenuIcon />
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
      <SearchSlot />
      <Spacer />
      <NotificationBellSlot />
      <ActionButton type="button" onClick={() => platform.navigate(platform.screens.href('documents' satisfies ShellLink))}>
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
