import { lazy, Suspense, type ComponentProps, type ComponentType } from 'react';
import styled from 'styled-components';

/**
 * The portal's charts (d3-shape + SVG), each in its own chunk, fetched when a screen first renders
 * one: the screen paints first with a same-size placeholder, so chart code is never part of a route's
 * first load.
 */
const Placeholder = styled.div<{ $w: string; $h: string }>`
  width: ${({ $w }) => $w};
  max-width: 100%;
  height: ${({ $h }) => $h};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

function lazyChart<P extends object>(load: () => Promise<{ default: ComponentType<P> }>, w: string, h: string) {
  const Chart = lazy(load);
  return function LazyChart(props: P) {
    return (
      <Suspense fallback={<Placeholder $w={w} $h={h} aria-hidden="true" />}>
        <Chart {...(props as ComponentProps<typeof Chart>)} />
      </Suspense>
    );
  };
}

export const ProgressPie = lazyChart(() => import(/* webpackChunkName: "lazy-chart-pie" */ './ProgressPie'), '180px', '180px');
export const ScoreHistoryChart = lazyChart(
  () => import(/* webpackChunkName: "lazy-chart-history" */ './ScoreHistoryChart'),
  '560px',
  '200px',
);
export const PaydexDial = lazyChart(() => import(/* webpackChunkName: "lazy-chart-dial" */ './PaydexDial'), '220px', '114px');
