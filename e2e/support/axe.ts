import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { areaSelector } from './screen';

/** Dialogs are portalled to the body: check them with this scope. */
export const DIALOG = '[role="dialog"], [role="alertdialog"]';

/**
 * What axe reports as serious or critical in `scope`, minus `exclude`: `scope` is a remote's single-spa name (its area,
 * e.g. `mfe_setup`) or any CSS selector (e.g. DIALOG).
 */
export async function seriousViolations(page: Page, scope: string, exclude?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).include(/^mfe_[a-z]+$/.test(scope) ? areaSelector(scope) : scope);
  const result = await (exclude ? builder.exclude(exclude) : builder).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} -> ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 120)} ${n.failureSummary ?? ''}`).join(', ')}`,
    );
}

/** axe on `scope`: no serious or critical violation. */
export async function expectNoSeriousViolations(page: Page, scope: string, exclude?: string): Promise<void> {
  expect(await seriousViolations(page, scope, exclude)).toEqual([]);
}
