import { act, Suspense, use, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { RenderInTransition } from './render-in-transition';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const never = new Promise<never>(() => undefined);
function Waits(): ReactNode {
  return use(never);
}

/** What a container shows once React has done all it can with `element`. */
async function shown(element: ReactNode): Promise<string | null> {
  const container = document.createElement('div');
  const root = createRoot(container);
  await act(async () => root.render(element));
  const text = container.textContent;
  act(() => root.unmount());
  return text;
}

describe('RenderInTransition', () => {
  it('renders its children', async () => {
    expect(
      await shown(
        <RenderInTransition>
          <h1>Home</h1>
        </RenderInTransition>,
      ),
    ).toBe('Home');
  });

  it('renders them in a transition: a child that waits keeps what is shown instead of an outer fallback', async () => {
    const inTransition = (
      <Suspense fallback="loading">
        before
        <RenderInTransition>
          <Waits />
        </RenderInTransition>
      </Suspense>
    );
    expect(await shown(inTransition)).toBe('before');
    // The same tree rendered at once shows the fallback.
    expect(
      await shown(
        <Suspense fallback="loading">
          before
          <Waits />
        </Suspense>,
      ),
    ).toBe('loading');
  });
});
