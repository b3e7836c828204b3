import { configureStore, createSlice } from '@reduxjs/toolkit';
import { act, render, screen } from '@testing-library/react';
import { Provider, useSelector } from 'react-redux';
import { useTheme } from 'styled-components';
import { usePlatform } from '../platform/PlatformProvider';
import type { PlatformApi } from '../platform/platform-api';
import { createFakePlatform, fakeSessionState } from '../testing/fake-platform';
import { createRemoteRoot, RemoteRoot, type StoreProvider } from './RemoteRoot';
import { useSession } from '../platform/use-session';

const marker = createSlice({ name: 'marker', initialState: 'store:yes', reducers: {} });
const createStore = () => configureStore({ reducer: { marker: marker.reducer } });

function Probe() {
  const { user, role } = useSession();
  const store = useSelector((s: { marker: string }) => s.marker);
  const hasPlatform = Boolean(usePlatform());
  const hasTheme = Boolean(useTheme()?.colors);
  return <p>{`${role ?? 'signed-out'} ${user?.email ?? '-'} platform:${hasPlatform} theme:${hasTheme} ${store}`}</p>;
}

function StorelessProbe() {
  const { role } = useSession();
  return <p>{`${role ?? 'signed-out'} theme:${Boolean(useTheme()?.colors)}`}</p>;
}

describe('RemoteRoot', () => {
  it('gives the tree the platform, the theme, the session and its store', () => {
    const platform = createFakePlatform({ session: fakeSessionState(null) });
    render(
      <RemoteRoot platform={platform} createStore={createStore} storeProvider={Provider as unknown as StoreProvider}>
        <Probe />
      </RemoteRoot>,
    );
    expect(screen.getByText('signed-out - platform:true theme:true store:yes')).toBeInTheDocument();
    act(() => platform.setSession(fakeSessionState('admin')));
    expect(screen.getByText('admin u@test.local platform:true theme:true store:yes')).toBeInTheDocument();
    act(() => platform.setSession(fakeSessionState(null)));
    expect(screen.getByText('signed-out - platform:true theme:true store:yes')).toBeInTheDocument();
  });

  it('fetches react-redux itself for a remote that gives no Provider (built before 3.5): its tree shows once it is here', async () => {
    render(
      <RemoteRoot platform={createFakePlatform()} createStore={createStore}>
        <Probe />
      </RemoteRoot>,
    );
    expect(await screen.findByText(/store:yes$/)).toBeInTheDocument();
  });

  it('creates its store once per mount', () => {
    const factory = jest.fn(createStore);
    const platform = createFakePlatform();
    const { rerender, unmount } = render(<RemoteRoot platform={platform} createStore={factory} />);
    rerender(<RemoteRoot platform={platform} createStore={factory} />);
    expect(factory).toHaveBeenCalledTimes(1);
    unmount();
    render(<RemoteRoot platform={platform} createStore={factory} />);
    expect(factory).toHaveBeenCalledTimes(2);
  });

  it('refuses a platform API of another version', () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const wrong = { ...createFakePlatform(), version: 2 } as unknown as PlatformApi;
    expect(() => render(<RemoteRoot platform={wrong} createStore={createStore} />)).toThrow(/Platform API version 2/);
    spy.mockRestore();
  });

  it('createRemoteRoot makes the Root a remote lifecycles load: its routes inside RemoteRoot', () => {
    const Root = createRemoteRoot(Probe, createStore);
    render(<Root platform={createFakePlatform()} reportRenderError={jest.fn()} />);
    expect(screen.getByText('client u@test.local platform:true theme:true store:yes')).toBeInTheDocument();
  });

  it('a remote without server data has no store', () => {
    const Root = createRemoteRoot(StorelessProbe);
    render(<Root platform={createFakePlatform()} reportRenderError={jest.fn()} />);
    expect(screen.getByText('client theme:true')).toBeInTheDocument();
  });
});
