-- Delivery state for the SMTP relay: the outbox stays the record of every mail, and the relay marks what left.
-- A mail with sent_at null is due once next_attempt_at has come; failures back off and are kept (with the
-- last error) so the development mailbox shows what did not go out.
alter table mail_outbox add column sent_at timestamptz;
alter table mail_outbox add column attempts int not null default 0;
alter table mail_outbox add column last_error text;
alter table mail_outbox add column next_attempt_at timestamptz not null default now();
-- Only unsent mail is ever looked for, so the index holds only those rows and stays small as mail accumulates.
create index mail_outbox_unsent_idx on mail_outbox(next_attempt_at, id) where sent_at is null;
