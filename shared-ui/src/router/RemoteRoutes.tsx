import { Suspense, useEffect, useState, type ComponentType } from 'react';
import { BrowserRouter, matchRoutes, Route, Routes } from 'react-router-dom';
import { NotFoundPage, PlaceholderPage, Spinner, type RemoteScreens } from 'shared-ui';
import styled from 'styled-components';
import { isScreenModule } from './screen-module';

/** A remote's `src/app/screen-modules.ts`: screen id -> its screen (`screenModule(() => import(...))`, one chunk each). */
export type ScreenModules<D extends RemoteScreens> = Partial<Record<D['screens'][number]['id'], ComponentType>>;

const Loading = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space.xxxl};
`;

/** Shown while a screen's chunk loads. */
export function ScreenLoading() {
  return (
    <Loading>
      <Spinner label="Loading..." size={32} />
    </Loading>
  );
}

/**
 * Starts a screen's import and resolves once it has arrived (at once when it has). A plain component (a remote
 * released before `screenModule`) is rendered as it is, through Suspense.
 */
function loadScreen(component: ComponentType | undefined): { ready: boolean; arrived: Promise<void> } {
  if (!isScreenModule(component) || component.loaded) return { ready: true, arrived: Promise.resolve() };
  return { ready: false, arrived: component.load() };
}

/**
 * The remote's first screen, ready to render before the routes mount: the first render never commits the
 * Suspense fallback, so React's throttle of Suspense reveals (300 ms after a fallback was shown) does not hold the
 * screen back once its chunk has arrived. Until then the same loading panel shows, outside Suspense.
 */
function useFirstScreen(declared: RemoteScreens, table: Partial<Record<string, ComponentType>>): boolean {
  const [first] = useState(() => {
    const match = matchRoutes(
      declared.screens.map((s) => ({ path: s.path, id: s.id })),
      window.location.pathname,
    );
    return loadScreen(match ? table[match[match.length - 1].route.id] : undefined);
  });
  const [ready, setReady] = useState(first.ready);
  useEffect(() => {
    let live = true;
    void first.arrived.then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [first]);
  return ready;
}

export interface RemoteRoutesProps<D extends RemoteScreens> {
  /** The remote's own declarations (`src/screens.ts`). */
  declared: D;
  modules: ScreenModules<D>;
}

/**
 * A remote's router, built from its own declarations: one route per declared screen rendering its module
 * (a placeholder with the screen's title until the module exists), and the not-found page on any other path.
 * Each remote renders its own; they all follow the one URL (single-spa turns every history change into a
 * popstate). A screen that throws reaches the remote's error boundary: the section fallback.
 */
export function RemoteRoutes<D extends RemoteScreens>({ declared, modules }: RemoteRoutesProps<D>) {
  const table = modules as Partial<Record<string, ComponentType>>;
  const firstScreenReady = useFirstScreen(declared, table);
  if (!firstScreenReady) return <ScreenLoading />;
  return (
    <BrowserRouter>
      <Suspense fallback={<ScreenLoading />}>
        <Routes>
          {declared.screens.map((s) => {
            const Screen = table[s.id];
            return <Route key={s.id} path={s.path} element={Screen ? <Screen /> : <PlaceholderPage title={s.title} />} />;
          })}
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
    </BrowserRouter>
  );
}
