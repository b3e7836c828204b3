// Deno entry for hosted Supabase (`supabase functions deploy remove-document-files`); the logic is in handler.ts.
import handler from './handler.ts';

Deno.serve(handler);
