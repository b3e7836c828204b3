// Deno entry for hosted Supabase (`supabase functions deploy client-authenticators`); the logic is in handler.ts.
import handler from './handler.ts';

Deno.serve(handler);
