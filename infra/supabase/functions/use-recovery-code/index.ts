// Deno entry for hosted Supabase (`supabase functions deploy use-recovery-code`); the logic is in handler.ts.
import handler from './handler.ts';

Deno.serve(handler);
