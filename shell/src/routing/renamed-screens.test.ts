import { createScreenTable, tryHref, type RemoteScreens } from 'shared-ui';
import { PORTAL_SCREENS } from '../../../infra/screens/portal-screens';
import { RENAMED_SCREENS, withRenamedScreens } from './renamed-screens';

// The table the shell composes when every remote's current declarations are live.
const table = withRenamedScreens(createScreenTable(PORTAL_SCREENS));

describe('renamed screen ids', () => {
  it('maps every old id to a screen some remote declares today, and no old id is declared again', () => {
    const declared = new Set(PORTAL_SCREENS.flatMap((d) => d.screens.map((s) => s.id)));
    for (const [old, renamed] of Object.entries(RENAMED_SCREENS)) {
      expect([old, declared.has(renamed)]).toEqual([old, true]);
      expect([old, declared.has(old)]).toEqual([old, false]);
    }
  });

  it('opens a link already sent with an old id (a stored notification) at the renamed screen', () => {
    expect(tryHref(table, 'home', { focus: 't1' })).toBe('/?focus=t1');
    expect(tryHref(table, 'statistics')).toBe('/statistics');
    expect(tryHref(table, 'term-loan')).toBe('/term-loan');
    expect(table.byId('training')?.id).toBe('training-videos');
    expect(table.href('signin')).toBe('/signin');
  });

  it('keeps new ids and unknown ids as they are', () => {
    expect(table.href('business-formation')).toBe('/');
    expect(table.byId('no-such-screen')).toBeUndefined();
    expect(tryHref(table, 'no-such-screen')).toBeNull();
    expect(() => table.href('no-such-screen')).toThrow(/no-such-screen/);
  });

  it('answers an old id from a remote still live with it first (during a rollout)', () => {
    const older: RemoteScreens = {
      remote: 'mfe_admin',
      screens: [{ id: 'statistics', path: '/old-statistics', title: 'App info', access: 'admin' }],
    };
    const rollout = withRenamedScreens(createScreenTable([older]));
    expect(rollout.href('statistics')).toBe('/old-statistics');
    expect(rollout.byId('app-info')).toBeUndefined();
  });
});
