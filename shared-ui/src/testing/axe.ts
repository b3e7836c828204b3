import axe from 'axe-core';

/**
 * Runs axe on a rendered container and returns the serious/critical violations as readable strings.
 * jsdom has no layout, so rules that need it (color contrast) are off here and covered in the browser tests.
 */
export async function seriousAxeViolations(container: Element): Promise<string[]> {
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}
