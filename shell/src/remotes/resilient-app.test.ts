import { screen, waitFor } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { createResilientApp } from './resilient-app';
import { UNAVAILABLE_TEXT } from './section-unavailable';
import { createFakePlatform as fakePlatform } from 'shared-ui/testing';

type Lifecycles = Awaited<ReturnType<Parameters<typeof createResilientApp>[0]['load']>>;

function fakeRemote(opts: { mountError?: Error } = {}) {
  let report: ((e: unknown) => void) | null = null;
  const remote = {
    bootstrap: jest.fn(async () => undefined),
    mount: jest.fn(async (props: { domElement: HTMLElement; reportRenderError(e: unknown): void }) => {
      if (opts.mountError) throw opts.mountError;
      report = props.reportRenderError;
      props.domElement.innerHTML = '<h1>Remote page</h1>';
    }),
    unmount: jest.fn(async (props: { domElement: HTMLElement }) => {
      props.domElement.innerHTML = '';
    }),
  };
  return { remote: remote as unknown as Lifecycles, raw: remote, throwOnRender: (e: unknown) => report?.(e) };
}

function setup(load: (attempt: number) => Promise<Lifecycles>) {
  const container = document.createElement('div');
  document.body.replaceChildren(container);
  const app = createResilientApp({ name: 'mfe_content', load, container: () => container });
  const props = { platform: fakePlatform(), name: 'mfe_content' } as never;
  return { app, props, container };
}

const mount = (app: ReturnType<typeof createResilientApp>, props: never) => (app.mount as (p: never) => Promise<void>)(props);
const unmount = (app: ReturnType<typeof createResilientApp>, props: never) => (app.unmount as (p: never) => Promise<void>)(props);

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('createResilientApp', () => {
  it('mounts the remote into its own element', async () => {
    const { remote } = fakeRemote();
    const { app, props } = setup(async () => remote);
    await mount(app, props);
    expect(screen.getByRole('heading', { name: 'Remote page' })).toBeInTheDocument();
  });

  it('a failed load shows the fallback; Retry loads again (attempt 1) and recovers', async () => {
    const { remote } = fakeRemote();
    const load = jest.fn().mockRejectedValueOnce(new Error('manifest 404')).mockResolvedValue(remote);
    const { app, props } = setup(load);
    await mount(app, props);
    expect(screen.getByText(UNAVAILABLE_TEXT)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByRole('heading', { name: 'Remote page' });
    expect(load).toHaveBeenLastCalledWith(1);
    expect(screen.queryByText(UNAVAILABLE_TEXT)).not.toBeInTheDocument();
  });

  it('a throw on mount shows the fallback and unmounting clears it', async () => {
    const { remote } = fakeRemote({ mountError: new Error('boom') });
    const { app, props, container } = setup(async () => remote);
    await mount(app, props);
    expect(screen.getByText(UNAVAILABLE_TEXT)).toBeInTheDocument();
    await unmount(app, props);
    expect(container).toBeEmptyDOMElement();
  });

  it('a render error reported by the remote unmounts it and shows the fallback; Retry mounts it again', async () => {
    const { remote, raw, throwOnRender } = fakeRemote();
    const { app, props } = setup(async () => remote);
    await mount(app, props);
    throwOnRender(new Error('render failed'));
    await screen.findByText(UNAVAILABLE_TEXT);
    expect(raw.unmount).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(raw.mount).toHaveBeenCalledTimes(2));
    expect(raw.bootstrap).toHaveBeenCalledTimes(1);
    await screen.findByRole('heading', { name: 'Remote page' });
  });
});

describe('a remote built for another platform API', () => {
  it('shows the fallback with the reason', async () => {
    const { IncompatibleRemoteError } = await import('./remote-compat');
    const { app, props } = setup(async () => {
      throw new IncompatibleRemoteError('mfe_content', '2.0');
    });
    await mount(app, props);
    expect(screen.getByText(UNAVAILABLE_TEXT)).toBeInTheDocument();
    expect(screen.getByText(/This section was built for platform API 2\.0; this portal provides 1\.\d+\./)).toBeInTheDocument();
  });
});
