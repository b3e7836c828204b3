import { NAV_SECTIONS, ROUTE_MANIFEST, canAccess, type NavSection, type RouteEntry, type Role } from 'shared-ui';

/** A sidebar row: a manifest route with its sidebar place. */
export type NavItem = RouteEntry & { nav: NonNullable<RouteEntry['nav']> };

export interface NavGroup {
  title: NavSection;
  items: NavItem[];
}

/**
 * The sidebar of spec 1 section 2, from the route manifest: each section with the routes this visitor may open
 * (role null: signed out, so no protected item), in order; sections left empty are left out.
 */
export function navGroups(role: Role | null): NavGroup[] {
  const items = (ROUTE_MANIFEST as readonly RouteEntry[]).filter(
    (r): r is NavItem => r.nav !== undefined && canAccess(r.access, role),
  );
  return NAV_SECTIONS.map((title) => ({
    title,
    items: items.filter((r) => r.nav.section === title).sort((a, b) => a.nav.order - b.nav.order),
  })).filter((g) => g.items.length > 0);
}

