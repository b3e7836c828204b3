import { Suspense, type ComponentType } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { NotFoundPage, PlaceholderPage, Spinner, type RemoteScreens } from 'shared-ui';
import styled from 'styled-components';

/** A remote's `src/app/screen-modules.ts`: screen id -> its screen (a `lazy(() => import(...))`, one chunk each). */
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
