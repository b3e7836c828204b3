import { ApiError } from './errors';
import type { BuildContext } from './build-select';
import type { SelectItem } from './query-types';

/** Filters, order or limits addressed to `x.` must name an embedded resource of the select (PGRST108). */
export function checkScopesUsed(ctx: BuildContext): void {
  const known = new Set<string>(['']);
  const walk = (items: SelectItem[], path: string[]) => {
    for (const item of items) {
      if (item.kind !== 'embed') continue;
      const p = [...path, item.alias ?? item.target];
      known.add(p.join('.'));
      walk(item.items, p);
    }
  };
  walk(ctx.query.select, []);
  for (const key of ctx.query.scopes.keys()) {
    if (!known.has(key)) {
      throw new ApiError(
        400,
        'PGRST108',
        `'${key.slice(0, 100)}' is not an embedded resource in this request`,
        null,
        `Verify that '${key.slice(0, 100)}' is included in the 'select' query parameter.`,
      );
    }
  }
}
