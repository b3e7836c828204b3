import { configureStore } from '@reduxjs/toolkit';
import { act, render, screen } from '@testing-library/react';
import { useSelector } from 'react-redux';
import { useTheme } from 'styled-components';
import { usePlatform } from '../platform/PlatformProvider';
import type { PlatformApi } from '../platform/platform-api';
import { createFakePlatform, fakeSessionState } from '../testing/fake-platform';
import { createRemoteRoot, RemoteRoot } from './RemoteRoot';
import { sessionReducer, type SessionSliceState } from './session-slice';

const createStore = () => configureStore({ reducer: { session: sessionReducer } });

function Probe() {
  const session = useSelector((s: { session: SessionSliceState }) => s.session);
  const hasPlatform = Boolean(usePlatform());
  const hasTheme = Boolean(useTheme()?.colors);
  return <p>{`${session.role ?? 'signed-out'} ${session.email ?? '-'} platform:${hasPlatform} theme:${hasTheme}`}</p>;
}

describe('RemoteRoot', () => {
  it('gives the tree the platform, the theme and a store whose session follows the platform', () => {
    const platform = createFakePlatform({ session: fakeSessionState(null) });
    render(
      <RemoteRoot platform={platform} createStore={createStore}>
        <Probe />
      </RemoteRoot>,
    );
    expect(screen.getByText('signed-out - platform:true theme:true')).toBeInTheDocument();
    act(() => platform.setSession(fakeSessionState('admin')));
    expect(screen.getByText('admin u@test.local platform:true theme:true')).toBeInTheDocument();
    act(() => platform.setSession(fakeSessionState(null)));
    expect(screen.getByText('signed-out - platform:true theme:true')).toBeInTheDocument();
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
    const Root = createRemoteRoot(createStore, Probe);
    render(<Root platform={createFakePlatform()} reportRenderError={jest.fn()} />);
    expect(screen.getByText('client u@test.local platform:true theme:true')).toBeInTheDocument();
  });
});
