// The repository's screens compose: every remote's declarations together (as when each remote's current
// sources are live) have no id or path clash, one not-found remote, sections in the spec's order, and every
// link across remotes (and the shell's: its links, search kinds, notifications) names a declared screen.
import { compositionProblems, createScreenTable } from '../../shared-ui/src/screens/screen-table';
import { SCREEN_USES } from '../../shell/src/routing/screen-uses';
import { PORTAL_SCREENS } from './portal-screens';

it('composes without a problem: every link across remotes resolves', () => {
  expect(compositionProblems(PORTAL_SCREENS, [...SCREEN_USES])).toEqual([]);
  expect(createScreenTable(PORTAL_SCREENS).notFoundRemote).toBe('mfe_setup');
});

it('orders the sidebar sections as spec 1 section 2 does', () => {
  expect(createScreenTable(PORTAL_SCREENS).sections.map((s) => s.label)).toEqual([
    'ADMIN',
    'RESOURCES',
    'BUSINESS SETUP',
    'WEB PRESENCE',
    'CREDIT BUILDING',
    'SUPPORT',
  ]);
});

it('fails on a link to an id no remote declares', () => {
  const setup = PORTAL_SCREENS.find((d) => d.remote === 'mfe_setup')!;
  const broken = [...PORTAL_SCREENS.filter((d) => d !== setup), { ...setup, links: [...(setup.links ?? []), 'no-such-screen'] }];
  expect(compositionProblems(broken)).toEqual(["mfe_setup links to the screen 'no-such-screen', which no live remote declares"]);
});
