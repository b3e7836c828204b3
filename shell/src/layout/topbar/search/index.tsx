import { lazy, Suspense, useEffect, useState } from 'react';
import { Search } from '../TopBar.styles';
import { isSearchShortcut } from './shortcut';

// The palette (combobox, results, its data layer) is a chunk of its own: nothing of it is in the first load.
const SearchPalette = lazy(() => import(/* webpackChunkName: "search-palette" */ './SearchPalette'));

/**
 * A request to focus the search box: a new object each time. `returnTo`: what Esc gives focus back to (null:
 * nothing was focused, Esc leaves the box; undefined: the user clicked the box, Esc only closes the list).
 */
export interface FocusRequest {
  returnTo: HTMLElement | null | undefined;
}

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
