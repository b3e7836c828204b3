-- The crash-safety suite's schema: notes that may point at an uploaded file.
create table public.crash_notes (
  id uuid primary key,
  body text not null,
  file_path text
);
insert into storage.buckets (id, name, public) values ('crash', 'crash', false);
