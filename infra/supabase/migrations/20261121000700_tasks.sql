-- The 45-task business build-out: a template, and every new client's own copy of it.
-- Clients read their tasks; admins run the build-out (read and set status for every client).

create table if not exists public.task_templates (
  id integer primary key,
  task_name text not null,
  task_description text not null,
  task_priority text not null,
  due_in_days integer not null,
  is_business_license boolean not null default false,
  is_tax_form boolean not null default false,
  is_compliance boolean not null default false,
  constraint task_templates_priority_high_medium_or_low check (task_priority in ('High', 'Medium', 'Low')),
  constraint task_templates_due_in_days_not_negative check (due_in_days >= 0)
);
alter table public.task_templates enable row level security;
drop policy if exists "Signed-in users read task_templates" on public.task_templates;
create policy "Signed-in users read task_templates" on public.task_templates for select to authenticated using (true);
drop policy if exists "Admins create task_templates" on public.task_templates;
create policy "Admins create task_templates" on public.task_templates for insert to authenticated with check (public.is_admin());
drop policy if exists "Admins update task_templates" on public.task_templates;
create policy "Admins update task_templates" on public.task_templates for update to authenticated
  using (public.is_admin()) with check (public.is_admin());
drop policy if exists "Admins delete task_templates" on public.task_templates;
create policy "Admins delete task_templates" on public.task_templates for delete to authenticated using (public.is_admin());

create table if not exists public.tasks (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.users (id) on delete cascade,
  template_id integer references public.task_templates (id) on delete set null,
  position integer not null,
  task_name text not null,
  task_description text,
  task_due_date date,
  task_priority text not null default 'Medium',
  task_status text not null default 'Awaiting Completion',
  is_business_license boolean not null default false,
  is_tax_form boolean not null default false,
  is_compliance boolean not null default false,
  completed_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint tasks_name_required check (btrim(task_name) <> ''),
  constraint tasks_priority_high_medium_or_low check (task_priority in ('High', 'Medium', 'Low')),
  constraint tasks_status_completed_or_awaiting_completion check (task_status in ('Completed', 'Awaiting Completion')),
  constraint tasks_one_per_template_per_user unique (user_id, template_id)
);
create index if not exists tasks_user_id_position_idx on public.tasks (user_id, position);
select public.apply_admin_managed_policies('tasks');

-- Completion time follows the status.
create or replace function public.tasks_track_completion() returns trigger
language plpgsql as $$
begin
  if new.task_status = 'Completed' and (tg_op = 'INSERT' or old.task_status is distinct from 'Completed') then
    new.completed_at := coalesce(new.completed_at, now());
  elsif new.task_status <> 'Completed' then
    new.completed_at := null;
  end if;
  new.updated_at := now();
  return new;
end $$;
create or replace trigger tasks_track_completion before insert or update on public.tasks
  for each row execute function public.tasks_track_completion();

-- Gives a client their own copy of the template (once; safe to call again).
create or replace function public.create_client_tasks(client uuid) returns integer
language plpgsql security definer set search_path = public as $$
declare
  added integer;
begin
  insert into public.tasks (user_id, template_id, position, task_name, task_description, task_due_date, task_priority,
    is_business_license, is_tax_form, is_compliance)
  select client, t.id, t.id, t.task_name, t.task_description, current_date + t.due_in_days, t.task_priority,
    t.is_business_license, t.is_tax_form, t.is_compliance
  from public.task_templates t
  order by t.id
  on conflict (user_id, template_id) do nothing;
  get diagnostics added = row_count;
  return added;
end $$;
revoke execute on function public.create_client_tasks(uuid) from public, anon, authenticated;

create or replace function public.users_give_client_tasks() returns trigger
language plpgsql security definer set search_path = public as $$
begin
  if new.role = 'client' and not exists (select 1 from public.tasks where user_id = new.id) then
    perform public.create_client_tasks(new.id);
  end if;
  return new;
end $$;
create or replace trigger users_give_client_tasks after insert or update of role on public.users
  for each row execute function public.users_give_client_tasks();

-- The template: 45 real build-out steps, in order, with relative due dates (days after sign-up).
insert into public.task_templates (id, task_name, task_description, task_priority, due_in_days, is_business_license, is_tax_form, is_compliance) values
  (1, 'Choose your business structure', 'Decide between sole proprietorship, partnership, LLC, S corp or C corp with your advisor, weighing liability protection, taxes and paperwork.', 'High', 3, false, false, false),
  (2, 'Check name availability', 'Search the Secretary of State database, the USPTO trademark register and domain names so your business name is free to use everywhere.', 'High', 3, false, false, false),
  (3, 'Appoint a registered agent', 'Name a registered agent with a physical address in your formation state to receive legal and state notices during business hours.', 'High', 5, false, false, true),
  (4, 'File formation documents', 'File the Articles of Organization (LLC) or Articles of Incorporation (corporation) with the Secretary of State and keep the stamped copy.', 'High', 7, false, false, true),
  (5, 'Draft the operating agreement or bylaws', 'Write down ownership percentages, management, voting and what happens when an owner leaves; every owner signs.', 'High', 10, false, false, true),
  (6, 'Obtain your EIN', 'Apply for an Employer Identification Number with the IRS (Form SS-4 or online). Use it instead of your SSN on every business application.', 'High', 10, false, true, false),
  (7, 'Open a business bank account', 'Open a checking account in the business name and EIN with your formation documents; keep business and personal money apart.', 'High', 14, false, false, false),
  (8, 'Get a business address', 'Set up a commercial or virtual office address (not a P.O. box) and use it consistently on every filing and account.', 'High', 14, false, false, false),
  (9, 'Get a business phone number', 'Get a dedicated toll-free or local business line in the business name, answered with the business name.', 'High', 14, false, false, false),
  (10, 'List your business with 411', 'Register the business name, address and phone number with the national 411 directory assistance listings.', 'Medium', 21, false, false, false),
  (11, 'Register your domain name', 'Buy a domain that matches the business name and keep it renewed automatically.', 'Medium', 14, false, false, false),
  (12, 'Set up a domain e-mail address', 'Create an e-mail address on your own domain (not a free web mail address) for every lender and vendor application.', 'Medium', 14, false, false, false),
  (13, 'Launch the business website', 'Publish a professional website with your business name, address, phone number, services and contact page.', 'Medium', 30, false, false, false),
  (14, 'Apply for a general business license', 'Get the city or county general business license (or confirm none is needed) and keep it on file.', 'High', 21, true, false, true),
  (15, 'Obtain professional and industry licenses', 'Identify and obtain the state professional or industry licenses and permits your activity requires.', 'Medium', 30, true, false, true),
  (16, 'Choose your NAICS and SIC codes', 'Pick NAICS and SIC codes that describe your activity and avoid codes lenders classify as high risk.', 'Medium', 14, false, false, false),
  (17, 'Register for state taxes', 'Register with the state revenue department for sales tax, withholding and unemployment insurance where they apply.', 'High', 30, false, true, true),
  (18, 'File the beneficial ownership report', 'File the Beneficial Ownership Information report with FinCEN if your entity is required to, and update it when owners change.', 'High', 30, false, false, true),
  (19, 'Obtain a D-U-N-S number', 'Request a free D-U-N-S number from Dun & Bradstreet for the business name and address exactly as filed.', 'High', 21, false, false, false),
  (20, 'Complete your D&B business profile', 'Claim and complete the Dun & Bradstreet profile: legal name, address, phone, NAICS code, employees and revenue.', 'High', 28, false, false, false),
  (21, 'Create your Experian Business profile', 'Verify that Experian Business lists the business and that its details match your filings.', 'Medium', 28, false, false, false),
  (22, 'Create your Equifax Business profile', 'Verify that Equifax Small Business lists the business and that its details match your filings.', 'Medium', 28, false, false, false),
  (23, 'Make your business details consistent', 'Check that name, address, phone, e-mail and website are identical across the state, IRS, bank, bureaus and directories.', 'High', 30, false, false, true),
  (24, 'Get business insurance', 'Buy general liability insurance (and professional or workers compensation cover where required); keep the certificate.', 'Medium', 30, false, false, true),
  (25, 'Set up bookkeeping', 'Open an accounting system, connect the business bank account and categorize every transaction monthly.', 'Medium', 30, false, false, false),
  (26, 'Open a first Net 30 vendor account', 'Open a starter vendor account that reports payments to the business bureaus, buy what you need and pay early.', 'High', 35, false, false, false),
  (27, 'Open a second Net 30 vendor account', 'Add a second reporting starter vendor account and pay every invoice before its due date.', 'High', 40, false, false, false),
  (28, 'Open a third Net 30 vendor account', 'Add a third reporting starter vendor account; three trade lines are needed for a PAYDEX score.', 'High', 45, false, false, false),
  (29, 'Open a fourth and fifth vendor account', 'Widen your trade lines with two more reporting vendors to strengthen the payment history.', 'Medium', 60, false, false, false),
  (30, 'Check your PAYDEX score', 'After the first vendor payments report, check your D&B PAYDEX score and aim for 80 or higher by paying early.', 'Medium', 75, false, false, false),
  (31, 'Monitor your business credit reports', 'Review the D&B, Experian and Equifax business reports every month and dispute any wrong entry.', 'Medium', 90, false, false, true),
  (32, 'Apply for a first store credit card', 'With established trade lines, apply for a store credit card in the business name and EIN.', 'Medium', 90, false, false, false),
  (33, 'Apply for a second store credit card', 'Add another store card that reports to the business bureaus; keep utilization under 30%.', 'Medium', 105, false, false, false),
  (34, 'Apply for a fleet or fuel card', 'Apply for a fleet or fuel card for the business to add a reporting trade line for vehicle costs.', 'Low', 120, false, false, false),
  (35, 'Apply for a revolving business credit card', 'Apply for an unsecured revolving business card once your scores and trade lines support it.', 'Medium', 150, false, false, false),
  (36, 'Request credit limit increases', 'After six months of on-time payments, ask existing vendors and card issuers for higher limits.', 'Low', 180, false, false, false),
  (37, 'Prepare financial statements', 'Produce a profit and loss statement, balance sheet and cash-flow statement lenders can review.', 'Medium', 120, false, false, false),
  (38, 'Write a business plan', 'Write a concise business plan with market, operations, financial projections and use of funds.', 'Medium', 60, false, false, false),
  (39, 'Apply for a business line of credit', 'With statements and scores ready, apply for a business line of credit with your bank or an online lender.', 'Low', 180, false, false, false),
  (40, 'Explore SBA and equipment financing', 'Compare SBA loan programs and equipment financing for planned purchases and growth.', 'Low', 210, false, false, false),
  (41, 'Set up payroll', 'If you hire, set up payroll, register for state withholding and file Forms W-4 and I-9 for each employee.', 'Low', 90, false, true, true),
  (42, 'Calendar quarterly estimated taxes', 'Set reminders for federal and state quarterly estimated tax payments (Form 1040-ES or 1120-W).', 'Medium', 90, false, true, true),
  (43, 'File the annual report', 'File the annual (or biennial) report with the Secretary of State and pay the fee before the deadline.', 'High', 365, false, false, true),
  (44, 'Renew licenses and permits', 'Renew the business license and any permits before they expire, and keep copies with your records.', 'Medium', 365, true, false, true),
  (45, 'File the business tax return', 'File the annual business tax return (Form 1065, 1120-S, 1120 or Schedule C) and issue Forms 1099 to contractors.', 'High', 365, false, true, true)
on conflict (id) do nothing;
