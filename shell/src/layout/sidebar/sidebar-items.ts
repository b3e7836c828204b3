import { canAccess, type Role, type ScreenEntry, type ScreenTable } from 'shared-ui';

/** A sidebar row: a screen with its sidebar place. */
export type NavItem = ScreenEntry & { nav: NonNullable<ScreenEntry['nav']> };

export interface NavGroup {
  title: string;
  items: NavItem[];
}

/**
 * The sidebar of spec 1 section 2, from the composed screen table: each section (in the order the remotes'
 * `sections` give it) with the screens this visitor may open (role null: signed out, so no protected item),
 * in order; sections left empty are left out.
 */
export function navGroups(table: ScreenTable, role: Role | null): NavGroup[] {
  const items = table.screens.filter((s): s is NavItem => s.nav !== undefined && canAccess(s.access, role));
  return table.sections
    .map(({ label }) => ({
      title: label,
      items: items.filter((s) => s.nav.section === label).sort((a, b) => a.nav.order - b.nav.order),
    }))
    .filter((g) => g.items.length > 0);
}
