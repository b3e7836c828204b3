-- Credit building (spec 2): store cards, revolving credit cards, account receivables and purchase
-- orders with their attached documents. Amounts on cards are text as entered (e.g. "$5,000").

create table if not exists public.store_cards (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references public.users (id) on delete cascade,
  issuer text not null,
  card_type text,
  credit_limit text,
  apr text,
  benefits text,
  requirements text,
  application_url text,
  account_number text,
  username text,
  password text,
  created_at timestamptz not null default now(),
  constraint store_cards_issuer_required check (btrim(issuer) <> '')
);
create index if not exists store_cards_user_id_idx on public.store_cards (user_id);

create table if not exists public.credit_cards (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references public.users (id) on delete cascade,
  issuer text not null,
  card_type text,
  credit_limit text,
  apr text,
  benefits text,
  requirements text,
  application_url text,
  account_number text,
  username text,
  password text,
  rewards text,
  annual_fee text,
  created_at timestamptz not null default now(),
  constraint credit_cards_issuer_required check (btrim(issuer) <> '')
);
create index if not exists credit_cards_user_id_idx on public.credit_cards (user_id);

create table if not exists public.account_receivables (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references public.users (id) on delete cascade,
  vendor_name text not null,
  amount numeric(12, 2) not null default 0,
  due_date date,
  status text not null default 'pending',
  created_at timestamptz not null default now(),
  constraint account_receivables_vendor_required check (btrim(vendor_name) <> ''),
  constraint account_receivables_amount_not_negative check (amount >= 0),
  constraint account_receivables_status_pending_approved_or_overdue check (status in ('pending', 'approved', 'overdue'))
);
create index if not exists account_receivables_user_id_idx on public.account_receivables (user_id);

create table if not exists public.account_receivable_documents (
  id uuid primary key default gen_random_uuid(),
  account_receivable_id uuid not null references public.account_receivables (id) on delete cascade,
  document_name text not null,
  document_url text not null,
  created_at timestamptz not null default now(),
  constraint account_receivable_documents_name_required check (btrim(document_name) <> ''),
  constraint account_receivable_documents_url_required check (btrim(document_url) <> '')
);
create index if not exists account_receivable_documents_parent_idx on public.account_receivable_documents (account_receivable_id);

create table if not exists public.purchase_orders (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references public.users (id) on delete cascade,
  vendor_name text not null,
  amount numeric(12, 2) not null default 0,
  order_date date,
  status text not null default 'pending',
  created_at timestamptz not null default now(),
  constraint purchase_orders_vendor_required check (btrim(vendor_name) <> ''),
  constraint purchase_orders_amount_not_negative check (amount >= 0),
  constraint purchase_orders_status_pending_approved_or_rejected check (status in ('pending', 'approved', 'rejected'))
);
create index if not exists purchase_orders_user_id_idx on public.purchase_orders (user_id);

create table if not exists public.purchase_order_documents (
  id uuid primary key default gen_random_uuid(),
  purchase_order_id uuid not null references public.purchase_orders (id) on delete cascade,
  document_name text not null,
  document_url text not null,
  created_at timestamptz not null default now(),
  constraint purchase_order_documents_name_required check (btrim(document_name) <> ''),
  constraint purchase_order_documents_url_required check (btrim(document_url) <> '')
);
create index if not exists purchase_order_documents_parent_idx on public.purchase_order_documents (purchase_order_id);

select public.apply_owner_policies(t) from unnest(array['store_cards', 'credit_cards', 'account_receivables', 'purchase_orders']) as t;
select public.apply_child_policies('account_receivable_documents', 'account_receivables', 'account_receivable_id');
select public.apply_child_policies('purchase_order_documents', 'purchase_orders', 'purchase_order_id');
