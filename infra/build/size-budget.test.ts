import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// Plain ES module of the build (no types): loaded by path, typed here.
let screenModuleRequest: (source: string, screen: string) => string | undefined;
beforeAll(async () => {
  ({ screenModuleRequest } = (await import(join(__dirname, 'size-budget.mjs'))) as { screenModuleRequest: typeof screenModuleRequest });
});

describe("the first load's screen chunk", () => {
  it('reads the module a screen id imports through screenModule, quoted or not, on one line or two', () => {
    const source = `export const SCREEN_MODULES: ScreenModules<typeof SCREENS> = {
  'business-formation': screenModule(() => import('../features/business-formation/components/BusinessFormationPage')),
  compliance: screenModule(() => import('../features/compliance/components/CompliancePage')),
  'sign-in-with-google': screenModule(() =>
    import('../features/sign-in-with-google/AutoSignInPage').then((m) => ({ default: m.AutoSignInPage })),
  ),
};`;
    expect(screenModuleRequest(source, 'business-formation')).toBe('../features/business-formation/components/BusinessFormationPage');
    expect(screenModuleRequest(source, 'compliance')).toBe('../features/compliance/components/CompliancePage');
    expect(screenModuleRequest(source, 'sign-in-with-google')).toBe('../features/sign-in-with-google/AutoSignInPage');
  });

  it('matches the whole id only: `sign-in` is not `sign-in-with-google`', () => {
    const source = `{
  'sign-in-with-google': screenModule(() => import('./Google')),
  'sign-in': screenModule(() => import('./SignIn')),
}`;
    expect(screenModuleRequest(source, 'sign-in')).toBe('./SignIn');
    expect(screenModuleRequest(source, 'sign-up')).toBeUndefined();
  });

  it('still reads a table of React.lazy entries (a remote released before screenModule)', () => {
    expect(screenModuleRequest(`{ home: lazy(() => import('./Home')) }`, 'home')).toBe('./Home');
  });

  it.each([
    ['mfe-setup', 'business-formation'],
    ['mfe-auth', 'sign-in'],
  ])("finds the screen of each first load in %s's table (%s)", (remote, screen) => {
    const source = readFileSync(join(__dirname, '../..', remote, 'src/app/screen-modules.ts'), 'utf8');
    expect(screenModuleRequest(source, screen)).toMatch(/^\.\.\/features\//);
  });
});
