-- The newsletter's subscribers with Magento's statuses and double opt-in (spec 3 "Newsletter subscriber"):
-- an address is `subscribed` only once its owner followed the single-use link mailed to it (`not_active`
-- until then), or when a signed-in customer subscribes the account's own address. Rows made before this
-- migration were subscribed at once by the rule of their day, so they stay subscribed.
alter table newsletter_subscriber
  add column status text not null default 'subscribed'
    check (status in ('not_active', 'subscribed', 'unsubscribed', 'single_optin_subscribed')),
  add column gender text,
  add column country_id text,
  add column firstname text,
  add column lastname text,
  add column dob date,
  -- sha256 of the confirmation code (the mail holds the code; a database copy cannot confirm anything).
  add column confirm_code_hash text,
  add column confirm_expires_at timestamptz,
  add column confirmed_at timestamptz,
  add column unsubscribed_at timestamptz,
  add column updated_at timestamptz not null default now();

alter table newsletter_subscriber alter column status set default 'not_active';

create unique index newsletter_subscriber_code_idx on newsletter_subscriber(confirm_code_hash)
  where confirm_code_hash is not null;

create index newsletter_subscriber_customer_idx on newsletter_subscriber(customer_id)
  where customer_id is not null;
