import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Provider } from 'react-redux';
import { TaskBadges, usePlatform, useSession, VisuallyHidden } from 'shared-ui';
import { configureRemoteStore } from 'shared-ui/data';
import { searchApi, useSearchPortalQuery } from './api/search-api';
import { Marked } from './highlight';
import type { FocusRequest } from './focus-request';
import { readRecent, rememberRecent } from './recent-searches';
import { groupOptions, matchScreens, recentOptions, recordOptions, type SearchOption } from './results';
import { Anchor, GroupLabel, Input, Message, Option, OptionKind, OptionLine, OptionTitle, Popup, TextButton } from './SearchPalette.styles';
import { useDebounced } from './use-debounced';

/** How long typing must pause before the palette asks the server. */
export const SEARCH_DEBOUNCE_MS = 200;

interface PaletteProps {
  request: FocusRequest | null;
  userId: string;
}

/** The top bar's search: a WAI-ARIA combobox whose listbox shows screens, records and recent searches. */
function Palette({ request, userId }: PaletteProps) {
  const platform = usePlatform();
  const { role } = useSession();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const returnTo = useRef<HTMLElement | null | undefined>(undefined);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [recent, setRecent] = useState(() => readRecent(userId));
  const term = useDebounced(text.trim(), SEARCH_DEBOUNCE_MS);
  const settled = term === text.trim();
  const search = useSearchPortalQuery(term, { skip: term === '' });

  // A shortcut (or a click on the box before this chunk arrived): focus the box once per request. Only the
  // request's identity triggers it, so focus never bounces between elements.
  useEffect(() => {
    if (!request || !input.current) return;
    if (request.returnTo !== input.current) returnTo.current = request.returnTo;
    input.current.focus();
    input.current.select();
    setOpen(true);
  }, [request]);

  // Records only for the query being shown: `currentData` is undefined while another query's answer is due.
  const records = search.currentData;
  const options: SearchOption[] = useMemo(() => {
    if (text.trim() === '') return recentOptions(recent);
    if (!settled) return [];
    return [...matchScreens(platform.screens, role, term), ...recordOptions(platform.screens, records ?? [], role)];
  }, [text, settled, term, recent, platform.screens, role, records]);
  const groups = groupOptions(options);
  const failed = settled && term !== '' && search.isError;
  const loading = term !== '' && (!settled || (search.isFetching && !records && !failed));
  const empty = settled && term !== '' && !loading && !failed && records !== undefined && options.length === 0;
  const showPopup = open && (options.length > 0 || failed || empty || loading);
  const listboxId = `${id}-listbox`;
  const optionId = (i: number) => `${id}-option-${i}`;

  useEffect(() => setActive(-1), [options]);
  useEffect(() => {
    if (active >= 0) document.getElementById(`${id}-option-${active}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [id, active]);

  const choose = (option: SearchOption) => {
    if (option.recent !== undefined) {
      setText(option.recent);
      setOpen(true);
      return;
    }
    if (!option.path) return;
    setRecent(rememberRecent(userId, term));
    setText('');
    setOpen(false);
    platform.navigate(option.path);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (options.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((a) => (a < 0 ? (step > 0 ? 0 : options.length - 1) : (a + step + options.length) % options.length));
    } else if (event.key === 'Enter') {
      if (!showPopup || active < 0 || !options[active]) return;
      event.preventDefault();
      choose(options[active]);
    } else if (event.key === 'Escape') {
      // Handled here: the bell's document listener must not take this Esc as its own.
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      setActive(-1);
      const back = returnTo.current;
      returnTo.current = undefined;
      if (back === undefined) return; // opened by a click: the box keeps focus
      if (back?.isConnected) back.focus();
      else input.current?.blur();
    }
  };

  // The count for screen readers; an empty or failed search is announced by its own message below.
  let status = '';
  if (showPopup && options.length > 0 && text.trim() !== '') status = `${options.length} result${options.length === 1 ? '' : 's'}`;

  return (
    <Anchor data-search-palette>
      <Input
        ref={input}
        type="text"
        role="combobox"
        placeholder="Search"
        aria-label="Search"
        aria-autocomplete="list"
        aria-expanded={showPopup && options.length > 0}
        aria-controls={showPopup && options.length > 0 ? listboxId : undefined}
        aria-activedescendant={showPopup && active >= 0 ? optionId(active) : undefined}
        aria-keyshortcuts="Control+K Meta+K /"
        autoComplete="off"
        spellCheck={false}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      {showPopup && (
        // Clicks inside keep focus in the box (mousedown's default would blur it and close the list first).
        <Popup onMouseDown={(event) => event.preventDefault()}>
          {options.length > 0 && (
            <div role="listbox" id={listboxId} aria-label={text.trim() === '' ? 'Recent searches' : 'Search results'}>
              {groups.map((g, n) => (
                <div key={g.group} role="group" aria-labelledby={`${id}-group-${n}`}>
                  <GroupLabel role="presentation" id={`${id}-group-${n}`}>
                    {g.group}
                  </GroupLabel>
                  {g.options.map((option) => {
                    const i = options.indexOf(option);
                    return (
                      <Option
                        key={option.key}
                        id={optionId(i)}
                        role="option"
                        aria-selected={i === active}
                        $active={i === active}
                        onClick={() => choose(option)}
                      >
                        <OptionTitle>
                          <Marked text={option.title} />
                        </OptionTitle>
                        <OptionKind>{option.kind}</OptionKind>
                        {(option.task || option.context || option.screen) && (
                          <OptionLine>
                            {option.task ? <TaskBadges task={option.task} /> : option.context && <Marked text={option.context} />}
                            {(option.task || option.context) && option.screen && ' · '}
                            {option.screen && `in ${option.screen}`}
                          </OptionLine>
                        )}
                      </Option>
                    );
                  })}
                </div>
              ))}
            </div>
          )}
          {loading && options.length === 0 && <Message>Searching...</Message>}
          {empty && <Message role="status">{`No results for '${term}'`}</Message>}
          {failed && (
            <Message role="alert">
              Search failed. Your search is kept:{' '}
              <TextButton type="button" tabIndex={-1} onClick={() => void search.refetch()}>
                Try again
              </TextButton>
            </Message>
          )}
        </Popup>
      )}
      <VisuallyHidden role="status" aria-live="polite">
        {status}
      </VisuallyHidden>
    </Anchor>
  );
}

/** The palette with its own store (like the bell), mounted lazily by `SearchSlot`. */
export default function SearchPalette({ request }: { request: FocusRequest | null }) {
  const platform = usePlatform();
  const { user } = useSession();
  const store = useMemo(() => configureRemoteStore(platform, searchApi), [platform]);
  if (!user) return null;
  return (
    <Provider store={store}>
      <Palette key={user.id} request={request} userId={user.id} />
    </Provider>
  );
}
