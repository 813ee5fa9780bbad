-- Issue 11, register my watch: the last watch a browser's session checked (by serial or by caseback), kept on
-- the server so that the register call adds only a watch this session checked (with a solved captcha) and the
-- caseback check never has to answer serial numbers. One per session; it goes with the session, follows it
-- through the sign-in or account creation the flow asks for, and is spent by the registration.
create table watch_registration_check (
  session_hash text primary key references session(id_hash) on delete cascade,
  serial text references watch_registry(serial) on delete cascade,
  caseback text,
  checked_at timestamptz not null default now(),
  check ((serial is null) <> (caseback is null))
);
