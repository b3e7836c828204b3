import { lazy, Suspense, useEffect, useState } from 'react';
import type { FocusRequest } from '../../features/search/focus-request';
import { isSearchShortcut } from '../../features/search/shortcut';
import { Search } from './TopBar.styles';

// The palette (combobox, results, its data layer) is a chunk of its own: nothing of it is in the first load.
const SearchPalette = lazy(() => import(/* webpackChunkName: "search-palette" */ '../../features/search/SearchPalette'));

/**
 * The top bar's Search box. The shortcut listener lives here (a few lines of the first load), so Ctrl/Cmd-K or
 * `/` works while the palette's chunk is still on its way: the palette focuses its box once it arrives.
 */
export function SearchSlot() {
  const [request, setRequest] = useState<FocusRequest | null>(null);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      const active = document.activeElement;
      setRequest({ returnTo: active instanceof HTMLElement && active !== document.body ? active : null });
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const placeholder = (
    <Search type="search" placeholder="Search" aria-label="Search" readOnly onFocus={() => setRequest({ returnTo: undefined })} />
  );
  return (
    <Suspense fallback={placeholder}>
      <SearchPalette request={request} />
    </Suspense>
  );
}
