// Deno entry for hosted Supabase (`supabase functions deploy invite-client`); the logic is in handler.ts.
import handler from './handler.ts';

Deno.serve(handler);
