import { render, screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import type { PlatformApi, RemoteProps } from '../platform/platform-api';
import { samplePath } from '../screens/screen-declarations';
import { createFakePlatform } from './fake-platform';

/** A route and the title (h1) its screen shows: a screen declaration (`SCREENS.screens`) fits. */
export interface RouteTitle {
  path: string;
  title: string;
}

/** What a remote's `lifecycles` module exports (single-spa lifecycles; the props are the shell's). */
export interface RemoteLifecycles {
  bootstrap: unknown;
  mount: unknown;
  unmount: unknown;
}

type LifecycleFn = (props: never) => Promise<unknown>;

/**
 * The tests every remote's Root needs: each of its routes shows its screen's title (h1), and a platform API
 * of another version is refused. The remote's own routes and titles come from its declarations.
 */
export function describeRemoteRoot(
  name: string,
  Root: ComponentType<RemoteProps>,
  routes: readonly RouteTitle[],
  platform: () => PlatformApi = createFakePlatform,
) {
  describe(`${name} routes`, () => {
    it.each(routes.map((r) => [samplePath(r.path), r.title]))('%s shows "%s"', async (path, title) => {
      window.history.pushState(null, '', path);
      render(<Root platform={platform()} reportRenderError={jest.fn()} />);
      // A lazy screen chunk loads first: allow for a busy machine (jest runs many suites at once).
      expect(await screen.findByRole('heading', { level: 1, name: title }, { timeout: 10_000 })).toBeInTheDocument();
    });

    it('refuses a platform API of another version', () => {
      const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      const wrong = { ...platform(), version: 999 } as unknown as PlatformApi;
      expect(() => render(<Root platform={wrong} reportRenderError={jest.fn()} />)).toThrow(/Platform API version 999/);
      spy.mockRestore();
    });
  });
}

/**
 * The tests of a remote's `lifecycles` module, through single-spa's calls as the shell makes them: mount
 * renders the remote's UI (loaded behind its dynamic import) into its element and unmount removes it; a
 * render error (here: a platform API of another version, refused while rendering) reaches the shell through
 * `reportRenderError`.
 */
export function describeRemoteLifecycles(
  name: string,
  lifecycles: RemoteLifecycles,
  firstRoute: RouteTitle,
  platform: () => PlatformApi = createFakePlatform,
) {
  const call = (fn: unknown, props: object) => (fn as LifecycleFn)(props as never);

  async function run(platformProp: unknown, check: (el: HTMLElement, reportRenderError: jest.Mock) => Promise<void>) {
    const domElement = document.createElement('div');
    document.body.append(domElement);
    const reportRenderError = jest.fn();
    const props = { name, domElement, reportRenderError, platform: platformProp };
    window.history.pushState(null, '', samplePath(firstRoute.path));
    await call(lifecycles.bootstrap, props);
    await call(lifecycles.mount, props);
    await check(domElement, reportRenderError);
    await call(lifecycles.unmount, props);
    expect(domElement).toBeEmptyDOMElement();
    domElement.remove();
  }

  describe(`${name} lifecycles`, () => {
    // single-spa drives React here as in the browser (its own createRoot, no act scopes): tell React so.
    const act = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    let wasActEnvironment: boolean | undefined;
    beforeAll(() => {
      wasActEnvironment = act.IS_REACT_ACT_ENVIRONMENT;
      act.IS_REACT_ACT_ENVIRONMENT = false;
    });
    afterAll(() => {
      act.IS_REACT_ACT_ENVIRONMENT = wasActEnvironment;
    });

    it('mounts the remote into its element and unmounts it', async () => {
      await run(platform(), async (el, reportRenderError) => {
        await waitFor(() => expect(el.querySelector('h1')).toHaveTextContent(firstRoute.title));
        expect(reportRenderError).not.toHaveBeenCalled();
      });
    });

    it('reports a render error to the shell through reportRenderError', async () => {
      const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      await run({ ...platform(), version: 999 }, async (_el, reportRenderError) => {
        await waitFor(() =>
          expect(reportRenderError).toHaveBeenCalledWith(
            expect.objectContaining({ message: expect.stringMatching(/Platform API version 999/) }),
          ),
        );
      });
      spy.mockRestore();
    });
  });
}
