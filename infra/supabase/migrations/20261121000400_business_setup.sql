-- Business setup (spec 2): documents, dashboard activities, bank accounts, business presence accounts,
-- CapitalScore / PAYDEX history, owner profile, notification preferences, website template,
-- social media vault (spec 1), automation requests (spec 1), merchant transactions.

create table if not exists public.business_documents (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references public.users (id) on delete cascade,
  document_type text not null,
  document_name text not null,
  file_url text not null,
  created_at timestamptz not null default now(),
  constraint business_documents_type_known check (document_type in (
    'Standard_Corporate', 'Advanced Corporate', 'Bank_Statements', 'Press Releases',
    'Secret to Wealth Documents', 'Miscellaneous Documents')),
  constraint business_documents_name_required check (btrim(document_name) <> ''),
  constraint business_documents_file_required check (btrim(file_url) <> '')
);
create index if not exists business_documents_user_id_idx on public.business_documents (user_id, document_type);

create table if not exists public.activities (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references public.users (id) on delete cascade,
  title text not null,
  notes text,
  status text not null default 'in-progress',
  created_at timestamptz not null default now(),
  constraint activities_title_required check (btrim(title) <> ''),
  constraint activities_status_completed_or_in_progress check (status in ('completed', 'in-progress'))
);
create index if not exists activities_user_id_idx on public.activities (user_id, created_at);

-- The spec's own message for a wrong activity status.
create or replace function public.activities_validate() returns trigger
language plpgsql as $$
begin
  if new.status is null or new.status not in ('completed', 'in-progress') then
    raise exception 'Only ''completed'' or ''in-progress'' statuses are allowed for regular activities.' using errcode = '23514';
  end if;
  return new;
end $$;
create or replace trigger activities_validate before insert or update on public.activities
  for each row execute function public.activities_validate();

create table if not exists public.bank_accounts (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references public.users (id) on delete cascade,
  bank_name text,
  account_number text,
  routing_number text,
  account_owner text,
  date_opened date,
  notes text,
  business_account_url text,
  monthly_fees numeric(12, 2) not null default 0,
  is_debit_card boolean not null default false,
  is_credit_card boolean not null default false,
  is_cd_account boolean not null default false,
  is_savings boolean not null default false,
  created_at timestamptz not null default now(),
  constraint bank_accounts_monthly_fees_not_negative check (monthly_fees >= 0)
);
create index if not exists bank_accounts_user_id_idx on public.bank_accounts (user_id);

create table if not exists public.business_accounts (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references public.users (id) on delete cascade,
  name text not null,
  description text,
  status text not null default 'Active',
  business_account_url text,
  notes text,
  downloads jsonb not null default '[]'::jsonb,
  created_at timestamptz not null default now(),
  constraint business_accounts_name_required check (btrim(name) <> ''),
  constraint business_accounts_status_active_or_pending check (status in ('Active', 'Pending'))
);
create index if not exists business_accounts_user_id_idx on public.business_accounts (user_id);

create table if not exists public.business_account_details (
  id uuid primary key default gen_random_uuid(),
  business_account_id uuid not null references public.business_accounts (id) on delete cascade,
  label text not null,
  value text not null default '',
  created_at timestamptz not null default now(),
  constraint business_account_details_label_required check (btrim(label) <> ''),
  constraint business_account_details_label_unique_per_account unique (business_account_id, label)
);

create table if not exists public.capital_scores (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references public.users (id) on delete cascade,
  score integer not null,
  last_updated_at timestamptz not null default now(),
  constraint capital_scores_score_between_500_and_1000 check (score between 500 and 1000)
);
create index if not exists capital_scores_latest_idx on public.capital_scores (user_id, last_updated_at desc);

create table if not exists public.paydex_scores (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references public.users (id) on delete cascade,
  score integer not null,
  last_updated_at timestamptz not null default now(),
  constraint paydex_scores_score_between_0_and_100 check (score between 0 and 100)
);
create index if not exists paydex_scores_latest_idx on public.paydex_scores (user_id, last_updated_at desc);

create table if not exists public.owner_profiles (
  user_id uuid primary key default auth.uid() references public.users (id) on delete cascade,
  business_name text,
  business_website text,
  owner_first_name text,
  owner_last_name text,
  owner_ssn text,
  owner_dob text,
  credit_profile text,
  business_structure text,
  business_phone text,
  forward_phone text,
  business_address text,
  owner_home_address text,
  business_email text,
  forward_email text,
  owner_type text not null default 'sole',
  number_of_owners integer not null default 1,
  agreement_confirmed boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint owner_profiles_owner_type_sole_or_multiple check (owner_type in ('sole', 'multiple')),
  constraint owner_profiles_owner_count_matches_type check (
    (owner_type = 'sole' and number_of_owners = 1) or (owner_type = 'multiple' and number_of_owners >= 2)),
  constraint owner_profiles_agreement_confirmed check (agreement_confirmed),
  constraint owner_profiles_business_structure_known check (business_structure is null or business_structure in (
    'sole_proprietorship', 'general_partnership', 'llc', 's_corp', 'c_corp', 'professional_corp'))
);

-- The spec's own messages for the owner rules (checked before the constraints above).
create or replace function public.owner_profiles_validate() returns trigger
language plpgsql as $$
begin
  if new.agreement_confirmed is distinct from true then
    raise exception 'You must type "I AGREE" exactly to proceed' using errcode = '23514';
  end if;
  if new.owner_type is null or new.owner_type not in ('sole', 'multiple') then
    raise exception 'The owner type must be sole or multiple.' using errcode = '23514';
  end if;
  if new.number_of_owners is null or new.number_of_owners < 1 then
    raise exception 'The number of owners must be at least 1.' using errcode = '23514';
  end if;
  if new.owner_type = 'multiple' and new.number_of_owners < 2 then
    raise exception 'Please enter 2 or more for multiple owners.' using errcode = '23514';
  end if;
  if new.owner_type = 'sole' and new.number_of_owners <> 1 then
    raise exception 'A sole owner profile has exactly 1 owner.' using errcode = '23514';
  end if;
  new.updated_at := now();
  return new;
end $$;
create or replace trigger owner_profiles_validate before insert or update on public.owner_profiles
  for each row execute function public.owner_profiles_validate();

create table if not exists public.notification_preferences (
  user_id uuid primary key default auth.uid() references public.users (id) on delete cascade,
  push_enabled boolean not null default true,
  email_enabled boolean not null default true,
  updated_at timestamptz not null default now()
);
create or replace trigger notification_preferences_touch before update on public.notification_preferences
  for each row execute function public.touch_updated_at();

create table if not exists public.website_templates (
  user_id uuid primary key default auth.uid() references public.users (id) on delete cascade,
  html text not null default '',
  updated_at timestamptz not null default now()
);
create or replace trigger website_templates_touch before update on public.website_templates
  for each row execute function public.touch_updated_at();

create table if not exists public.social_accounts (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references public.users (id) on delete cascade,
  platform text not null,
  username text not null,
  password text not null,
  profile_url text,
  notes text,
  created_at timestamptz not null default now(),
  constraint social_accounts_platform_required check (btrim(platform) <> ''),
  constraint social_accounts_username_required check (btrim(username) <> ''),
  constraint social_accounts_password_required check (password <> ''),
  constraint social_accounts_profile_url_well_formed check (
    profile_url is null or profile_url = '' or profile_url ~* '^https?://[^\s/]+\.[^\s]+$')
);
create index if not exists social_accounts_user_id_idx on public.social_accounts (user_id);

create table if not exists public.request_automations (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references public.users (id) on delete cascade,
  type text,
  description text,
  priority text,
  created_at timestamptz not null default now(),
  constraint request_automations_priority_high_medium_or_low check (priority is null or priority in ('High', 'Medium', 'Low'))
);
create index if not exists request_automations_user_id_idx on public.request_automations (user_id);

create table if not exists public.merchant_transactions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.users (id) on delete cascade,
  date date not null,
  description text not null,
  amount numeric(12, 2) not null,
  status text not null default 'Completed',
  created_at timestamptz not null default now(),
  constraint merchant_transactions_description_required check (btrim(description) <> ''),
  constraint merchant_transactions_status_known check (status in ('Completed', 'Pending', 'Failed', 'Refunded'))
);
create index if not exists merchant_transactions_user_id_idx on public.merchant_transactions (user_id, date desc);

select public.apply_owner_policies(t) from unnest(array[
  'business_documents', 'activities', 'bank_accounts', 'business_accounts', 'capital_scores', 'paydex_scores',
  'owner_profiles', 'notification_preferences', 'website_templates', 'social_accounts', 'request_automations']) as t;
select public.apply_child_policies('business_account_details', 'business_accounts', 'business_account_id');
select public.apply_admin_managed_policies('merchant_transactions');

-- Admins manage everyone's documents (the Documents screen shows them all, with delete).
drop policy if exists "Admins delete any business_documents" on public.business_documents;
create policy "Admins delete any business_documents" on public.business_documents
  for delete to authenticated using (public.is_admin());
