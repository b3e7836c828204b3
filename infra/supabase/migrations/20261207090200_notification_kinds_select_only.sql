-- public.notification_kinds: service_role reads it, nothing more (issue 48: each role what it uses). Its migration
-- granted select but left what the migration role's default privileges still give (truncate, references, trigger,
-- and maintain on PostgreSQL 17), so the table of intended privileges differed between PostgreSQL 15 and 17: the
-- deploy rehearsal's check on PostgreSQL 15 refused it for a missing `maintain`.
revoke all on table public.notification_kinds from anon, authenticated, service_role;
grant select on table public.notification_kinds to service_role;
