import { theme } from 'shared-ui';

export const UNAVAILABLE_TEXT = 'This section is temporarily unavailable';

/**
 * The fallback a failed remote leaves in the content area. Plain DOM on purpose: it must work when
 * nothing of the remote (and no React tree of its own) is available. `reason`: a line saying why, when
 * it is known and useful (a remote built for another platform API version).
 */
export function renderSectionUnavailable(container: HTMLElement, onRetry: () => void, reason?: string): HTMLElement {
  const panel = document.createElement('div');
  panel.setAttribute('role', 'alert');
  panel.dataset.testid = 'section-unavailable';
  Object.assign(panel.style, {
    margin: theme.space.xl,
    padding: theme.space.xl,
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.radii.lg,
    background: theme.colors.surface,
    textAlign: 'center',
  });
  const text = document.createElement('p');
  text.textContent = UNAVAILABLE_TEXT;
  Object.assign(text.style, { marginBottom: theme.space.lg, fontWeight: String(theme.fontWeights.semibold) });
  const detail = document.createElement('p');
  if (reason) {
    detail.textContent = reason;
    detail.dataset.testid = 'section-unavailable-reason';
    Object.assign(detail.style, { marginBottom: theme.space.lg, color: theme.colors.textMuted });
  }
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = 'Retry';
  Object.assign(button.style, {
    padding: `${theme.space.sm} ${theme.space.xl}`,
    border: 'none',
    borderRadius: theme.radii.md,
    background: theme.colors.brand,
    color: theme.colors.onBrand,
    cursor: 'pointer',
  });
  button.addEventListener('click', () => {
    button.disabled = true;
    button.textContent = 'Retrying...';
    onRetry();
  });
  panel.append(...(reason ? [text, detail, button] : [text, button]));
  container.append(panel);
  return panel;
}
