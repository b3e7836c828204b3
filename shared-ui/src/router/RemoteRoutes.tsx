import { Suspense, type ComponentType } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { NotFoundPage, PlaceholderPage, Spinner, routesOf, type RemoteName, type ROUTE_MANIFEST } from 'shared-ui';
import styled from 'styled-components';

type Entry = (typeof ROUTE_MANIFEST)[number];

/** The route ids a remote owns in the manifest. */
export type RouteIdOf<R extends RemoteName> = Extract<Entry, { remote: R }>['id'];

/** A remote's `src/app/screens.ts`: route id -> its screen (a `lazy(() => import(...))`, one chunk each). */
export type ScreenMap<R extends RemoteName> = Partial<Record<RouteIdOf<R>, ComponentType>>;

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

export interface RemoteRoutesProps<R extends RemoteName> {
  remote: R;
  screens: ScreenMap<R>;
}

/**
 * A remote's router, built from the manifest: one route per entry of `routesOf(remote)` rendering its screen
 * from `screens` (a placeholder with the route's title until the screen exists), and the not-found page on
 * any other path. Each remote renders its own; they all follow the one URL (single-spa turns every history
 * change into a popstate). A screen that throws reaches the remote's error boundary: the section fallback.
 */
export function RemoteRoutes<R extends RemoteName>({ remote, screens }: RemoteRoutesProps<R>) {
  const table = screens as Partial<Record<string, ComponentType>>;
  return (
    <BrowserRouter>
      <Suspense fallback={<ScreenLoading />}>
        <Routes>
          {routesOf(remote).map((r) => {
            const Screen = table[r.id];
            return <Route key={r.id} path={r.path} element={Screen ? <Screen /> : <PlaceholderPage title={r.title} />} />;
          })}
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
    </BrowserRouter>
  );
}
