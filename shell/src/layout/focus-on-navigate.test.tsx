import { act, render, screen } from '@testing-library/react';
import { BrowserRouter, useNavigate } from 'shared-ui/router';
import { focusContent, useFocusOnNavigate } from './focus-on-navigate';

let navigate: (to: string) => void = () => undefined;

function Frame() {
  navigate = useNavigate();
  useFocusOnNavigate('content');
  return (
    <>
      <a href="/bank">Bank Accounts</a>
      <main id="content" />
    </>
  );
}

// A remote mounting its screen into the content area on its own time (single-spa, a lazy chunk).
function mountScreen(title: string, withField = false) {
  const content = document.getElementById('content')!;
  content.innerHTML = `<h1>${title}</h1>${withField ? '<input aria-label="Code" />' : ''}<button>Add an Account</button>`;
}

beforeEach(() => {
  window.history.replaceState(null, '', '/');
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

it('leaves focus alone on the first load, then moves it to the new screen heading once the screen shows it', async () => {
  render(
    <BrowserRouter>
      <Frame />
    </BrowserRouter>,
  );
  mountScreen('Home');
  expect(document.activeElement).toBe(document.body);

  const sidebarLink = screen.getByRole('link', { name: 'Bank Accounts' });
  sidebarLink.focus();
  act(() => navigate('/bank'));
  expect(document.activeElement).toBe(sidebarLink);
  // The old screen goes, the new one arrives a moment later.
  await act(async () => {
    document.getElementById('content')!.innerHTML = '';
    await Promise.resolve();
  });
  await act(async () => {
    mountScreen('Bank Accounts');
    await Promise.resolve();
  });
  const heading = screen.getByRole('heading', { level: 1, name: 'Bank Accounts' });
  expect(document.activeElement).toBe(heading);
  expect(heading).toHaveAttribute('tabindex', '-1');
  // The next stop after the heading is the screen's first action.
  expect(heading.nextElementSibling).toBe(screen.getByRole('button', { name: 'Add an Account' }));
});

it('a screen that focuses its own field keeps it; a heading that stays the same element is focused after a moment', async () => {
  render(
    <BrowserRouter>
      <Frame />
    </BrowserRouter>,
  );
  mountScreen('Two-factor');
  act(() => navigate('/verify'));
  await act(async () => {
    mountScreen('Verify', true);
    screen.getByRole('textbox', { name: 'Code' }).focus();
    await Promise.resolve();
  });
  expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Code' }));

  // Same screen, new parameters: the heading element stays; it is focused once the wait is over.
  (document.activeElement as HTMLElement).blur();
  act(() => navigate('/verify/2'));
  expect(document.activeElement).toBe(document.body);
  act(() => jest.advanceTimersByTime(900));
  expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Verify' }));
});

it('Skip to content focuses the heading, or the content area without one', () => {
  const content = document.createElement('main');
  document.body.append(content);
  focusContent(content);
  expect(document.activeElement).toBe(content);
  content.innerHTML = '<h1>Clients</h1>';
  focusContent(content);
  expect(document.activeElement).toBe(content.querySelector('h1'));
  content.remove();
});
