import { act, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { SessionState } from './platform-api';
import { createFakePlatform } from '../testing/fake-platform';
import { PlatformProvider, usePlatform, useToast } from './PlatformProvider';
import { useIsAdmin, useSession } from './use-session';
import { assertCompatiblePlatform, isCompatiblePlatform } from './check-platform';

const signedOut: SessionState = { isLoading: false, session: null, user: null, role: null, needsSecondFactor: false };
const admin: SessionState = { isLoading: false, session: null, user: null, role: 'admin', needsSecondFactor: false };

/** A platform whose session can be changed from the test, like the shell's session store. */
function makePlatform(initial: SessionState) {
  const platform = createFakePlatform({ session: initial });
  return { platform, set: platform.setSession };
}

describe('platform context', () => {
  it('usePlatform throws a clear error without a provider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => usePlatform())).toThrow(/PlatformProvider/);
    jest.restoreAllMocks();
  });

  it('hands the platform and its toast to the tree', () => {
    const { platform } = makePlatform(signedOut);
    const wrapper = ({ children }: { children?: ReactNode }) => <PlatformProvider platform={platform}>{children}</PlatformProvider>;
    const { result } = renderHook(() => ({ p: usePlatform(), t: useToast() }), { wrapper });
    expect(result.current.p).toBe(platform);
    result.current.t.success('Saved');
    expect(platform.toast.success).toHaveBeenCalledWith('Saved');
  });

  it('useSession follows subscribe and unsubscribes on unmount', () => {
    const { platform, set } = makePlatform(signedOut);
    function Who() {
      const { role } = useSession();
      return <p>{useIsAdmin() ? 'admin' : `role:${String(role)}`}</p>;
    }
    const { unmount } = render(
      <PlatformProvider platform={platform}>
        <Who />
      </PlatformProvider>,
    );
    expect(screen.getByText('role:null')).toBeInTheDocument();
    act(() => set(admin));
    expect(screen.getByText('admin')).toBeInTheDocument();
    expect(platform.subscriberCount()).toBe(2); // Who subscribes twice: useSession and useIsAdmin
    unmount();
    expect(platform.subscriberCount()).toBe(0);
  });

  it('checks the platform version', () => {
    const { platform } = makePlatform(signedOut);
    expect(isCompatiblePlatform(platform)).toBe(true);
    expect(isCompatiblePlatform({ ...platform, version: 2 })).toBe(false);
    expect(isCompatiblePlatform(null)).toBe(false);
    expect(() => assertCompatiblePlatform({ version: 99 })).toThrow('Platform API version 99 does not match the expected version 1.');
  });
});
