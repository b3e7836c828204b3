import { createContext, useContext, type ReactNode } from 'react';
import type { PlatformApi } from './platform-api';

const PlatformContext = createContext<PlatformApi | null>(null);

export interface PlatformProviderProps {
  platform: PlatformApi;
  children?: ReactNode;
}

/** Puts the shell's platform API (single-spa custom prop `platform`) in React context for a remote's tree. */
export function PlatformProvider({ platform, children }: PlatformProviderProps) {
  return <PlatformContext.Provider value={platform}>{children}</PlatformContext.Provider>;
}

/** The platform API of the page. Throws outside a PlatformProvider: a remote must always be given one. */
export function usePlatform(): PlatformApi {
  const platform = useContext(PlatformContext);
  if (!platform) throw new Error('usePlatform() needs a <PlatformProvider platform={...}> above it.');
  return platform;
}

/** The platform toast function (sonner in the shell). */
export function useToast(): PlatformApi['toast'] {
  return usePlatform().toast;
}

/** Every live screen of the portal, composed from the live remotes' declarations (`platform.screens`). */
export function useScreens(): PlatformApi['screens'] {
  return usePlatform().screens;
}
