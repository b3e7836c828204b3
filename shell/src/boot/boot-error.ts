/** The page the shell shows when it cannot read its runtime configuration. */
export function renderBootError(element: HTMLElement, error: unknown): void {
  console.error('[shell] cannot start:', error);
  const title = document.createElement('h1');
  title.textContent = 'The portal could not start';
  const detail = document.createElement('p');
  detail.textContent = 'Its configuration could not be loaded. Please try again in a moment.';
  const retry = document.createElement('button');
  retry.type = 'button';
  retry.textContent = 'Retry';
  retry.addEventListener('click', () => window.location.reload());
  const main = document.createElement('main');
  main.style.padding = '24px';
  main.setAttribute('role', 'alert');
  main.append(title, detail, retry);
  element.replaceChildren(main);
}
