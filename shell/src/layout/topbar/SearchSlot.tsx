import { lazy, Suspense, useEffect, useState } from 'react';
import type { FocusRequest } from '../../features/search/focus-request';
import { isSearchShortcut } from '../../features/search/shortcut';
import { useLoadWhenIdle } from '../../platform/use-load-when';
import { Search } from './TopBar.styles';

// The palette (combobox, results, its data layer) is a chunk of its own, fetched once the page is idle or on first use.
const SearchPalette = lazy(() => import(/* webpackChunkName: "lazy-search-palette" */ '../../features/search/SearchPalette'));

/**
 * The top bar's Search box. The shortcut listener lives here (a few lines of the first load), so Ctrl/Cmd-K or
 * `/` works before the palette's chunk has arrived: the first use fetches it, and the palette focuses its box once
 * it is there. Until then a look-alike box stands in (hovering or focusing it fetches the palette).
 */
export function SearchSlot() {
  const [request, setRequest] = useState<FocusRequest | null>(null);
  const { wanted, want } = useLoadWhenIdle();

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      const active = document.activeElement;
      setRequest({ returnTo: active instanceof HTMLElement && active !== document.body ? active : null });
      want();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [want]);

  const placeholder = (
    <Search
      type="search"
      placeholder="Search"
      aria-label="Search"
      readOnly
      onPointerEnter={want}
      onFocus={() => {
        setRequest({ returnTo: undefined });
        want();
      }}
    />
  );
  if (!wanted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <SearchPalette request={request} />
    </Suspense>
  );
}
