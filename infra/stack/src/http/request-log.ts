/** One line per request: method, path (no query string: it may carry tokens), status, ms. */
export function logRequest(method: string, path: string, status: number, ms: number): void {
  process.stdout.write(`${new Date().toISOString()} ${method} ${path} ${status} ${ms.toFixed(1)}ms\n`);
}
