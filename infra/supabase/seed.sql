-- Demo data: LOCAL AND DEMO ONLY (never run against a real project).
-- Accounts (password Demo-pass-2025! for all):
--   admin@demo.local    admin
--   client@demo.local   client with the spec's sample data
--   client2@demo.local  client with an empty workspace (only the 45 build-out tasks)
-- Runs once per database (the stack records it); the guard below also makes a second run a no-op.

do $seed$
declare
  admin_id constant uuid := '00000000-0000-4000-a000-000000000001';
  client_id constant uuid := '00000000-0000-4000-a000-000000000002';
  client2_id constant uuid := '00000000-0000-4000-a000-000000000003';
  pw constant text := 'Demo-pass-2025!';
  video1 uuid;
  video2 uuid;
  account_id uuid;
  receivable_id uuid;
  order_id_ uuid;
  d record;
  i integer;
begin
  if exists (select 1 from auth.users where email in ('admin@demo.local', 'client@demo.local', 'client2@demo.local')) then
    raise notice 'demo data already present';
    return;
  end if;

  -- Auth users (the trigger creates public.users rows and gives clients their 45 tasks).
  for d in
    select * from (values
      (admin_id, 'admin@demo.local', 'Avery Admin', '+1 555 0100'),
      (client_id, 'client@demo.local', 'Casey Client', '+1 555 0101'),
      (client2_id, 'client2@demo.local', 'Jordan Client', '+1 555 0102')
    ) as v(id, email, name, phone)
  loop
    -- GoTrue reads the token columns into non-null strings: '' (not NULL), or hosted sign-in fails
    -- with "Database error querying schema".
    insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
      confirmation_token, recovery_token, email_change_token_new, email_change, email_change_token_current,
      phone_change, phone_change_token, reauthentication_token,
      raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
    values ('00000000-0000-0000-0000-000000000000', d.id, 'authenticated', 'authenticated', d.email,
      extensions.crypt(pw, extensions.gen_salt('bf')), now(),
      '', '', '', '', '', '', '', '',
      '{"provider":"email","providers":["email"]}'::jsonb,
      jsonb_build_object('name', d.name, 'phone', d.phone),
      now() - (case d.id when admin_id then 90 when client_id then 60 else 30 end) * interval '1 day', now());
    insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
    values (d.id::text, d.id, jsonb_build_object('sub', d.id::text, 'email', d.email, 'email_verified', true),
      'email', now(), now(), now());
  end loop;

  update public.users set role = 'admin' where id = admin_id;
  delete from public.tasks where user_id = admin_id;

  -- Content: training videos (+ resources), books, automations, loan directory.
  insert into public.training_videos (title, description, duration, video_url, thumbnail_url, is_downloadable)
  values ('Welcome to your business build-out', 'A tour of the portal and the 45 build-out steps.', '10:30',
          'training_videos/videos/demo_welcome.mp4', 'training_videos/thumbnails/demo_welcome.png', true)
  returning id into video1;
  insert into public.training_videos (title, description, duration, video_url, thumbnail_url, is_downloadable)
  values ('Forming your LLC', 'Registered agent, articles of organization and the operating agreement.', '14:05',
          'training_videos/videos/demo_llc.mp4', 'training_videos/thumbnails/demo_llc.png', false)
  returning id into video2;
  insert into public.training_videos (title, description, duration, video_url, thumbnail_url, is_downloadable)
  values ('Building business credit', 'D-U-N-S, Net 30 vendors, PAYDEX and your first store cards.', '18:45',
          'training_videos/videos/demo_credit.mp4', 'training_videos/thumbnails/demo_credit.png', true);
  insert into public.video_resources (video_id, name, url) values
    (video1, 'Build-out checklist.pdf', 'training_videos/resources/demo_checklist.pdf'),
    (video2, 'Operating agreement template.docx', 'training_videos/resources/demo_operating_agreement.docx'),
    (video2, 'Registered agent guide.pdf', 'training_videos/resources/demo_registered_agent.pdf');

  insert into public.elite_books (title, path, cover) values
    ('The Wealth Blueprint', 'http://localhost:8080/demo/wealth/blueprint', 'book_covers/demo_blueprint.png'),
    ('Credit Without Limits', 'http://localhost:8080/demo/wealth/credit', 'book_covers/demo_credit.png'),
    ('Cash Flow Mastery', 'http://localhost:8080/demo/wealth/cash-flow', 'book_covers/demo_cash_flow.png');

  insert into public.automations (name, type, description, notes, is_auto_sync, is_notification, emoji, user_id, status) values
    ('Lead follow-up', 'Email', '<p>Sends a branded follow-up e-mail to every new lead within five minutes.</p>',
     '<p>Connected to your website contact form.</p>', true, true, '📧', admin_id, 'active'),
    ('Review requests', 'SMS', '<p>Asks happy customers for a review two days after a sale.</p>', null, false, true, '⭐', admin_id, 'active'),
    ('Invoice reminders', 'Custom', '<p>Reminds customers of unpaid invoices at 7, 14 and 30 days.</p>', '<p>Setup in progress.</p>',
     true, false, '⚙️', admin_id, 'pending');

  insert into public.loans (title, apr_range, loan_amount, term_length, apply_url) values
    ('SBA 7(a) Loan', '10.5% - 14.75%', '$50,000 - $5,000,000', 'Up to 10 years', 'http://localhost:8080/demo/apply/sba-7a'),
    ('Business Line of Credit', '8% - 24%', '$10,000 - $250,000', '12 - 24 months', 'http://localhost:8080/demo/apply/line-of-credit'),
    ('Equipment Financing', '7% - 20%', '$5,000 - $500,000', '2 - 7 years', 'http://localhost:8080/demo/apply/equipment');

  -- The spec's sample data, for client@demo.local only.
  insert into public.social_accounts (user_id, platform, username, password, profile_url, notes) values
    (client_id, 'Instagram', 'demo_business', 'Insta-demo-pass', 'https://instagram.com/demo_business', 'Main brand account'),
    (client_id, 'Facebook', 'Demo Business LLC', 'Fb-demo-pass', 'https://facebook.com/demobusiness', null),
    (client_id, 'Twitter', '@demobusiness', 'Tw-demo-pass', 'https://twitter.com/demobusiness', 'Customer support replies');

  insert into public.store_cards (user_id, issuer, card_type, credit_limit, apr, benefits, requirements, application_url,
      account_number, username, password) values
    (client_id, 'Home Depot', 'Commercial Revolving', '$5,000', '17.99%', '1 year to pay on purchases over $299',
     'EIN, D-U-N-S number, 3 reporting trade lines', 'http://localhost:8080/demo/apply/home-depot',
     '**** **** **** ' || lpad((floor(random() * 10000))::int::text, 4, '0'), 'demo_hd', 'Hd-demo-pass'),
    (client_id, 'Staples', 'Business Credit Card', '$2,500', '25.99%', '5% back in rewards on store purchases',
     'EIN and a business bank account', 'http://localhost:8080/demo/apply/staples',
     '**** **** **** ' || lpad((floor(random() * 10000))::int::text, 4, '0'), 'demo_staples', 'St-demo-pass');

  insert into public.credit_cards (user_id, issuer, card_type, credit_limit, apr, benefits, requirements, application_url,
      account_number, username, password, rewards, annual_fee) values
    (client_id, 'Capital Business Bank', 'Business Rewards Visa', '$15,000', '19.49%', 'No foreign transaction fees',
     'PAYDEX 80+, 2 years in business', 'http://localhost:8080/demo/apply/rewards-visa',
     '**** **** **** ' || lpad((floor(random() * 10000))::int::text, 4, '0'), 'demo_cbb', 'Cbb-demo-pass',
     '2% cash back on all purchases', '$' || (50 + floor(random() * 200))::int),
    (client_id, 'Summit Card Services', 'Business Platinum Mastercard', '$10,000', '21.24%', 'Free employee cards',
     'Established business credit profile', 'http://localhost:8080/demo/apply/platinum',
     '**** **** **** ' || lpad((floor(random() * 10000))::int::text, 4, '0'), 'demo_summit', 'Sm-demo-pass',
     '3x points on office supplies', '$' || (50 + floor(random() * 200))::int);

  for i in 1..13 loop
    insert into public.merchant_transactions (user_id, date, description, amount, status)
    values (client_id, (date_trunc('month', current_date) - (i - 1) * interval '1 month')::date,
            'Monthly card processing settlement', 2495, 'Completed');
  end loop;

  update public.tasks set task_status = 'Completed'
   where user_id = client_id and template_id in (1, 2, 3);

  insert into public.activities (user_id, title, notes, status) values
    (client_id, 'Contact Support', 'Welcome call with your business agent.', 'completed'),
    (client_id, 'Upload formation documents', 'Articles of Organization and EIN letter.', 'in-progress');

  insert into public.capital_scores (user_id, score, last_updated_at) values
    (client_id, 640, now() - interval '30 days'), (client_id, 712, now() - interval '2 days');
  insert into public.paydex_scores (user_id, score, last_updated_at) values
    (client_id, 72, now() - interval '30 days'), (client_id, 80, now() - interval '2 days');

  insert into public.bank_accounts (user_id, bank_name, account_number, routing_number, account_owner, date_opened, notes,
      business_account_url, monthly_fees, is_debit_card, is_credit_card, is_cd_account, is_savings) values
    (client_id, 'First National Business Bank', '000123456789', '021000021', 'Demo Business LLC', current_date - 45,
     'Operating account', 'https://bank.example.com', 15, true, false, false, true);

  insert into public.business_accounts (user_id, name, description, status, business_account_url, notes)
  values (client_id, 'Dun & Bradstreet', 'D-U-N-S number and business credit file', 'Active', 'dnb.com', 'PAYDEX is under the Business Accounts tab')
  returning id into account_id;
  insert into public.business_account_details (business_account_id, label, value) values
    (account_id, 'Username', 'demo@business.example'), (account_id, 'D-U-N-S Number', '12-345-6789');

  insert into public.account_receivables (user_id, vendor_name, amount, due_date, status)
  values (client_id, 'Acme Supplies', 1250.00, current_date + 20, 'pending') returning id into receivable_id;
  insert into public.account_receivables (user_id, vendor_name, amount, due_date, status)
  values (client_id, 'Bright Marketing', 800.00, current_date - 5, 'overdue');
  insert into public.purchase_orders (user_id, vendor_name, amount, order_date, status)
  values (client_id, 'Office Depot', 430.50, current_date - 3, 'approved') returning id into order_id_;
  insert into public.purchase_orders (user_id, vendor_name, amount, order_date, status)
  values (client_id, 'Uline', 199.99, current_date, 'pending');

  insert into public.owner_profiles (user_id, business_name, business_website, owner_first_name, owner_last_name, owner_ssn,
      owner_dob, credit_profile, business_structure, business_phone, business_address, business_email, owner_type,
      number_of_owners, agreement_confirmed) values
    (client_id, 'Demo Business LLC', 'https://demobusiness.example', 'Casey', 'Client', '123-45-6789', 'January 1st 1980',
     'Texas', 'llc', '+1 555 0101', '100 Main Street, Austin, TX 78701', 'hello@demobusiness.example', 'sole', 1, true);

  insert into public.notification_preferences (user_id, push_enabled, email_enabled) values (client_id, true, true);

  insert into public.website_templates (user_id, html) values
    (client_id, '<h1>Demo Business LLC</h1><p>Quality services in Austin, Texas.</p>');

  insert into public.payments (user_id, description, amount, date, status, included) values
    (client_id, 'Standard Business Build-Out Program - payment 1 of 2', 1600.00, current_date - 40, 'completed', false),
    (client_id, 'Standard Business Build-Out Program - payment 2 of 2', 1600.00, current_date + 20, 'pending', false),
    (client_id, 'Registered agent (first year)', 125.00, current_date - 40, 'completed', true);
end
$seed$;

-- The demo data's own notifications (new clients, payments...) are not news: never e-mailed (a demo project
-- would otherwise send them through its real mail provider to the demo addresses).
update public.notifications set email_status = 'skipped', email_status_at = now() where email_status = 'pending';
