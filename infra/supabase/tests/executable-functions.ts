/**
 * Every function (outside extensions, trigger functions aside) that the API roles may EXECUTE, checked
 * against the live catalog by privileges.itest.ts. A new function in a migration is executable by PUBLIC (PostgreSQL's
 * own default, hosted too), so by anon and authenticated: revoke it in its migration
 * (`revoke execute on function ... from public, anon, authenticated`) and grant the roles that call it (DECISIONS 16;
 * infra/supabase/privileges.txt lists every grant), and add it here if anon or authenticated may call it.
 */
const EVERYONE = [
  // Supabase's helpers the policies call (auth.uid() etc.) and storage's path helpers.
  'auth.email()',
  'auth.jwt()',
  'auth.role()',
  'auth.uid()',
  // Policy helpers: security definer, read only the caller's own role.
  'is_admin()',
  'is_service_role()',
  'storage.extension(text)',
  'storage.filename(text)',
  'storage.foldername(text)',
];

export const EXECUTABLE_BY: Record<'anon' | 'authenticated', string[]> = {
  anon: [...EVERYONE].sort(),
  authenticated: [
    ...EVERYONE,
    // Admin area: each checks is_admin() itself and refuses everyone else.
    'admin_clients_standing(uuid[])',
    'admin_list_clients(text,integer,integer,text)',
    'admin_overview(integer,integer)',
    'get_admin_overview(integer,integer)',
    // The admin second-factor policy: readable by signed-in users; set_ checks is_admin() at aal2 itself.
    'admin_requires_second_factor()',
    'set_admin_requires_second_factor(boolean)',
    // The credential vault's one reveal: the owner only, at aal2 when enrolled (it checks and logs itself).
    'reveal_secret(text,uuid,text)',
    // A business presence account with its access details, in one transaction (row-level security decides).
    'add_business_account(text,text,text,text,jsonb)',
    'update_business_account(uuid,text,text,text,text,jsonb)',
    // Support Chat: each checks the caller itself (a conversation's client, or an admin); the channel check is
    // what the Realtime Authorization policies call as the joining user.
    'archive_conversation(uuid)',
    'assign_conversation(uuid,uuid)',
    'can_join_conversation_channel(text)',
    'conversation_unread_counts()',
    'mark_conversation_read(uuid,timestamp with time zone)',
    'send_message(text,uuid,jsonb,uuid)',
    'take_conversation(uuid)',
    // Chat attachments' storage policies, as the uploading user: the caller's own folder's size (the 100 MB quota)
    // and whether one of their files is in a sent message (sent files cannot be deleted).
    'my_chat_file_in_use(text)',
    'my_chat_folder_bytes()',
    // Reordering the caller's own lists (each checks ownership or admin rights).
    'reorder_automations(uuid[])',
    'reorder_elite_books(uuid[])',
    'reorder_training_videos(uuid[])',
    // The top bar's search (security invoker: RLS decides) and the pure helpers it calls as the caller.
    'search_mark(text,tsquery,boolean)',
    'search_plain_text(text)',
    'search_portal(text,integer)',
    'search_prefix_query(text)',
    // Safe rollouts: reports of the caller's own sessions and failures (bounded, rate-limited), the caller's
    // canary assignment (from auth.uid() alone), and release health (checks is_admin() itself).
    'release_assignment()',
    'release_health(integer)',
    'report_release_error(text,text,uuid,text,text,text)',
    'report_release_session(text,text,uuid)',
    // Build-out tasks (issue 51): the owner submits their own task, an admin confirms or returns it (each checks the caller).
    'review_task(uuid,text,text)',
    'submit_task(uuid,text,uuid)',
    // ... and with a file of their own folder, recorded as their document in the same call (20261207080200).
    'submit_task_with_file(uuid,text,text,text)',
    // Auth tools (20261207060100): the admin-at-aal2 check the edge functions ask first, the pending invitations
    // (is_admin() checked inside), and the caller's own recovery codes (aal2 checked when they have an authenticator).
    'admin_pending_invitations()',
    'assert_admin_at_aal2()',
    'create_recovery_codes()',
    'recovery_codes_left()',
    'redeem_recovery_code(text)',
  ].sort(),
};
