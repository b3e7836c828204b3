import { waitFor } from '@testing-library/react';
import { bootstrap, mount, unmount } from './lifecycles';

// The root throws while rendering: the error boundary must hand the error to the shell.
jest.mock('./app/Root', () => ({
  Root: () => {
    throw new Error('render failed');
  },
}));

it('reports a render error to the shell through reportRenderError', async () => {
  const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const domElement = document.createElement('div');
  document.body.append(domElement);
  const reportRenderError = jest.fn();
  const props = { name: 'test', domElement, reportRenderError, platform: {} } as never;
  await (bootstrap as (p: never) => Promise<void>)(props);
  await (mount as (p: never) => Promise<void>)(props);
  await waitFor(() => expect(reportRenderError).toHaveBeenCalledWith(expect.objectContaining({ message: 'render failed' })));
  await (unmount as (p: never) => Promise<void>)(props);
  spy.mockRestore();
});
