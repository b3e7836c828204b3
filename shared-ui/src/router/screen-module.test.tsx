import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { isScreenModule, screenModule } from './screen-module';

const Page = () => <h1>Bank Accounts</h1>;

describe('screenModule', () => {
  it('loads its chunk once, whether `load()` or the rendered component asks first, and says when it has arrived', async () => {
    const importer = jest.fn(() => Promise.resolve({ default: Page }));
    const Module = screenModule(importer);
    expect(isScreenModule(Module)).toBe(true);
    expect(Module.loaded).toBe(false);
    await Module.load();
    expect(Module.loaded).toBe(true);
    render(
      <Suspense fallback="loading">
        <Module />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { name: 'Bank Accounts' })).toBeInTheDocument();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('a failed import resolves `load()` and reaches the error boundary when rendered', async () => {
    const module = screenModule(() => Promise.reject(new Error('chunk failed')));
    await expect(module.load()).resolves.toBeUndefined();
    expect(module.loaded).toBe(false);
  });

  it('a plain component (a release built before screen modules) is not one', () => {
    expect(isScreenModule(Page)).toBe(false);
    expect(isScreenModule(undefined)).toBe(false);
  });
});
