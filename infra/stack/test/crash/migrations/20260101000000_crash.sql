-- The crash-safety suite's schema: notes that may point at an uploaded file.
create table public.crash_notes (
  id uuid primary key,
  body text not null,
  file_path text
);
insert into storage.buckets (id, name, public) values ('crash', 'crash', false);
-- New tables get no Data API privileges (the platform's default since 2026-10-30): the writers use the server's key.
grant select, insert, update, delete on public.crash_notes to service_role;
