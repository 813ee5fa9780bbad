-- The return label (spec 2.15): step 1's lookups, the labels with their PDF, the order lines each returns,
-- and file attachments for the mail outbox (the label travels by mail as a PDF).

-- Step 1's token binds step 2 to one order: only its hash is kept, and it expires (the sweeper-free way: a
-- lookup past expires_at is refused and deleted when the next one for the order is written).
create table return_label_lookup (
  token_hash text primary key,
  order_id int not null references sales_order(id) on delete cascade,
  expires_at timestamptz not null
);
create index return_label_lookup_order_idx on return_label_lookup(order_id);

-- One row per label. download_hash is the hash of the link's unguessable token (the link is the only key to the
-- PDF); tracking_number is what the barcode carries.
create table return_label (
  id serial primary key,
  order_id int not null references sales_order(id) on delete cascade,
  download_hash text not null unique,
  tracking_number text not null unique,
  phone text not null,
  pdf bytea not null,
  created_at timestamptz not null default now()
);
create index return_label_order_idx on return_label(order_id);

-- What each label returns: summed per order line, it is the quantity already returned, which a later label
-- cannot return again.
create table return_label_item (
  label_id int not null references return_label(id) on delete cascade,
  order_item_id int not null references sales_order_item(id) on delete cascade,
  qty int not null check (qty > 0),
  primary key (label_id, order_item_id)
);
create index return_label_item_order_item_idx on return_label_item(order_item_id);

-- A mail's files, written with the mail in the same transaction; the SMTP relay attaches them and the
-- development mailbox offers them for download.
create table mail_outbox_attachment (
  id serial primary key,
  mail_id int not null references mail_outbox(id) on delete cascade,
  filename text not null,
  content_type text not null,
  content bytea not null
);
create index mail_outbox_attachment_mail_idx on mail_outbox_attachment(mail_id);
