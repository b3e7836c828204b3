import type { ApiRequest, ApiResponse } from '../http/types';

/** What a matched route is given: the raw (still percent-encoded) `:param` segments in order, and the `*` segments. */
export interface RouteParams {
  params: string[];
  rest: string[];
}

export type RouteHandler<D> = (deps: D, req: ApiRequest, match: RouteParams) => Promise<ApiResponse>;

interface Route<D> {
  method: string;
  segments: string[];
  handler: RouteHandler<D>;
}

/** How specific a pattern segment is, as find-my-way (storage-api's router) ranks them: static, then `:param`, then `*`. */
const rank = (segment: string) => (segment === '*' ? 2 : segment.startsWith(':') ? 1 : 0);

/** Negative when `a` is the more specific pattern: the first segment that differs in kind decides; a longer static path wins. */
function bySpecificity(a: string[], b: string[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    if (a[i] === undefined) return 1;
    if (b[i] === undefined) return -1;
    const diff = rank(a[i]) - rank(b[i]);
    if (diff !== 0) return diff;
  }
  return 0;
}

function match(segments: string[], path: string[]): RouteParams | null {
  const params: string[] = [];
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i];
    if (segment === '*') return path.length > i ? { params, rest: path.slice(i) } : null;
    if (i >= path.length) return null;
    if (segment.startsWith(':')) params.push(path[i]);
    else if (segment !== path[i]) return null;
  }
  return path.length === segments.length ? { params, rest: [] } : null;
}

/**
 * A method + path router that matches like storage-api's (fastify / find-my-way): among the routes of the
 * request's method (HEAD also tries GET's), the most specific pattern wins, so `POST /object/upload/sign/b/x`
 * is a signed upload URL, never an upload into a bucket named `upload`. No match: `notFound`.
 */
export class Router<D> {
  private readonly routes: Route<D>[] = [];
  private sorted = true;

  /** `pattern`: `/object/sign/:bucket/*` (`*` is one or more segments); `method` `*` takes every method. */
  on(method: string, pattern: string, handler: RouteHandler<D>): this {
    this.routes.push({ method, segments: pattern.split('/').slice(1), handler });
    this.sorted = false;
    return this;
  }

  find(method: string, path: string[]): { handler: RouteHandler<D>; match: RouteParams } | null {
    if (!this.sorted) {
      this.routes.sort((a, b) => bySpecificity(a.segments, b.segments));
      this.sorted = true;
    }
    const methods = method === 'HEAD' ? ['HEAD', 'GET', '*'] : [method, '*'];
    for (const route of this.routes) {
      if (!methods.includes(route.method)) continue;
      const found = match(route.segments, path);
      if (found) return { handler: route.handler, match: found };
    }
    return null;
  }
}
