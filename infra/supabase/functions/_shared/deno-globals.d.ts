// The little of Deno's global API the functions' entry files use, so `tsc` (Node) can check them.
// Not imported by anything at runtime: on hosted Supabase the real Deno types apply.
declare namespace Deno {
  function serve(handler: (req: Request) => Response | Promise<Response>): unknown;
  const env: { get(name: string): string | undefined };
}
