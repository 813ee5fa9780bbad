import type { Queryable } from '../../db/types';
import { storeMailLocale } from '../mail/mail-locale';
import { outboxTransport } from '../mail/transport';
import { CONFIRMATION_DAYS, hashConfirmationCode, newConfirmationCode } from './confirmation-code';
import { confirmationMail, unsubscribedMail, type ShopLink } from './newsletter-mails';

/** Magento's subscriber statuses (spec 3 "Newsletter subscriber"). */
export type SubscriberStatus = 'not_active' | 'subscribed' | 'unsubscribed' | 'single_optin_subscribed';

/** The optional details of the subscribe page's collapsible section. */
export interface SubscriberProfile {
  gender?: string | null;
  countryId?: string | null;
  firstname?: string | null;
  lastname?: string | null;
  /** `YYYY-MM-DD`. */
  dob?: string | null;
}

export interface SubscriptionRequest {
  email: string;
  storeId: number;
  /** The signed-in customer making the request, if any (their account's address skips the confirmation). */
  customerId: number | null;
  /** Where the wish came from: newsletter_page, checkout, reservation, video_appointment, stock_alert. */
  source: string;
  profile?: SubscriberProfile;
  link: ShopLink;
}

interface SubscriberRow {
  id: number;
  status: SubscriberStatus;
  customer_id: number | null;
}

/** The customer whose account address this is, when the signed-in customer asks for their own address. */
export async function ownAccount(
  q: Queryable,
  customerId: number | null,
  email: string,
): Promise<number | null> {
  if (customerId === null) return null;
  const { rows } = await q.query<{ id: number }>(
    'select id from customer where id = $1 and lower(email) = lower($2)',
    [customerId, email],
  );
  return rows[0]?.id ?? null;
}

/** Any account registered with the address: a confirmed mailbox is that account's subscription too. */
async function accountOfAddress(q: Queryable, email: string): Promise<number | null> {
  const { rows } = await q.query<{ id: number }>('select id from customer where lower(email) = lower($1)', [
    email,
  ]);
  return rows[0]?.id ?? null;
}

async function setAccountFlag(q: Queryable, customerId: number | null, subscribed: boolean): Promise<void> {
  if (customerId === null) return;
  await q.query('update customer set is_newsletter_subscribed = $2 where id = $1', [customerId, subscribed]);
}

/**
 * The one way an address joins the newsletter, whichever form asked (the subscribe page, the checkout
 * agreement, reservation and appointment forms, back-in-stock alerts, the account preference). Double opt-in:
 * the address is `not_active` and mailed a single-use link until its owner confirms; only the signed-in
 * customer's own account address is subscribed at once (Magento's rule for a customer's own subscription).
 * An address already subscribed stays as it is and nothing is mailed; the caller answers the same either way,
 * so the form does not tell a stranger who is subscribed. Run it in the caller's transaction.
 */
export async function requestSubscription(q: Queryable, req: SubscriptionRequest): Promise<SubscriberStatus> {
  const own = await ownAccount(q, req.customerId, req.email);
  const { rows } = await q.query<SubscriberRow>(
    'select id, status, customer_id from newsletter_subscriber where lower(email) = lower($1) for update',
    [req.email],
  );
  const existing = rows[0];
  if (existing?.status === 'subscribed' || existing?.status === 'single_optin_subscribed') {
    if (own !== null) {
      await q.query('update newsletter_subscriber set customer_id = $2, updated_at = now() where id = $1', [
        existing.id,
        own,
      ]);
      await setAccountFlag(q, own, true);
    }
    return existing.status;
  }
  const p = req.profile ?? {};
  const code = own === null ? newConfirmationCode() : null;
  const values = [
    req.email,
    req.storeId,
    own ?? existing?.customer_id ?? null,
    req.source,
    own === null ? 'not_active' : 'subscribed',
    p.gender ?? null,
    p.countryId ?? null,
    p.firstname ?? null,
    p.lastname ?? null,
    p.dob ?? null,
    code === null ? null : hashConfirmationCode(code),
    CONFIRMATION_DAYS,
  ];
  // One upsert: a request racing this one for the same new address meets the unique index here, and an
  // address someone subscribed meanwhile is left as it is (and mailed nothing).
  const { rowCount } = await q.query(
    `insert into newsletter_subscriber as s (email, store_id, customer_id, source, status, gender, country_id,
       firstname, lastname, dob, confirm_code_hash, confirm_expires_at, confirmed_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::date, $11,
       case when $11::text is null then null else now() + make_interval(days => $12) end,
       case when $5 = 'subscribed' then now() else null end)
     on conflict (lower(email)) do update set
       store_id = excluded.store_id, customer_id = excluded.customer_id, status = excluded.status,
       gender = coalesce(excluded.gender, s.gender), country_id = coalesce(excluded.country_id, s.country_id),
       firstname = coalesce(excluded.firstname, s.firstname), lastname = coalesce(excluded.lastname, s.lastname),
       dob = coalesce(excluded.dob, s.dob), confirm_code_hash = excluded.confirm_code_hash,
       confirm_expires_at = excluded.confirm_expires_at, confirmed_at = excluded.confirmed_at,
       unsubscribed_at = null, updated_at = now()
     where s.status not in ('subscribed', 'single_optin_subscribed') or excluded.status = 'subscribed'`,
    values,
  );
  if (rowCount === 0) return 'subscribed';
  if (code === null) {
    await setAccountFlag(q, own, true);
    return 'subscribed';
  }
  await outboxTransport(q).send(
    confirmationMail(req.email, code, req.link, await storeMailLocale(q, req.link.storeCode)),
  );
  return 'not_active';
}

/**
 * The link of the confirmation mail: the code works once and only before it expires. A confirmed mailbox is
 * also the subscription of the account registered with that address. Null when the code is unknown, used or
 * expired (all answered alike).
 */
export async function confirmSubscription(
  q: Queryable,
  code: string,
): Promise<{ email: string; gender: string | null; countryId: string | null } | null> {
  const { rows } = await q.query<{
    id: number;
    email: string;
    gender: string | null;
    country_id: string | null;
  }>(
    `update newsletter_subscriber set status = 'subscribed', confirmed_at = now(), confirm_code_hash = null,
       confirm_expires_at = null, updated_at = now()
     where confirm_code_hash = $1 and confirm_expires_at > now() and status = 'not_active'
     returning id, email, gender, country_id`,
    [hashConfirmationCode(code)],
  );
  const row = rows[0];
  if (!row) return null;
  const account = await accountOfAddress(q, row.email);
  if (account !== null) {
    await q.query('update newsletter_subscriber set customer_id = $2 where id = $1', [row.id, account]);
    await setAccountFlag(q, account, true);
  }
  return { email: row.email, gender: row.gender, countryId: row.country_id };
}

/**
 * Takes the address off the list (a pending confirmation stops working too) and clears the flag of the
 * account registered with it. When something changed, the address is told by mail, so an unsubscription
 * its owner did not make does not pass unnoticed. Answers whether it changed anything (callers do not say).
 */
export async function unsubscribe(q: Queryable, email: string, link: ShopLink): Promise<boolean> {
  const { rows } = await q.query<{ id: number; status: SubscriberStatus; email: string }>(
    'select id, status, email from newsletter_subscriber where lower(email) = lower($1) for update',
    [email],
  );
  const row = rows[0];
  if (row && row.status !== 'unsubscribed') {
    await q.query(
      `update newsletter_subscriber set status = 'unsubscribed', unsubscribed_at = now(), confirm_code_hash = null,
         confirm_expires_at = null, updated_at = now() where id = $1`,
      [row.id],
    );
  }
  await setAccountFlag(q, await accountOfAddress(q, email), false);
  if (!row || row.status === 'unsubscribed') return false;
  // To the address as it subscribed, whatever spelling the form was given.
  if (row.status !== 'not_active') {
    const store = await storeMailLocale(q, link.storeCode);
    await outboxTransport(q).send(unsubscribedMail(row.email, link, store));
  }
  return true;
}

/** The account preference (spec 2.12): the account's flag, which this module keeps in step with the list. */
export async function readAccountSubscription(
  q: Queryable,
  customerId: number,
): Promise<{ email: string; subscribed: boolean } | null> {
  const { rows } = await q.query<{ email: string; is_newsletter_subscribed: boolean }>(
    'select email, is_newsletter_subscribed from customer where id = $1',
    [customerId],
  );
  const row = rows[0];
  return row ? { email: row.email, subscribed: row.is_newsletter_subscribed } : null;
}

/** The preference's checkbox: the account's own address joins at once, or leaves (spec 2.12). */
export async function setAccountSubscription(
  q: Queryable,
  customer: { id: number; storeId: number },
  subscribed: boolean,
  link: ShopLink,
): Promise<{ email: string; subscribed: boolean } | null> {
  const account = await readAccountSubscription(q, customer.id);
  if (!account) return null;
  if (subscribed) {
    await requestSubscription(q, {
      email: account.email,
      storeId: customer.storeId,
      customerId: customer.id,
      source: 'account',
      link,
    });
  } else {
    await unsubscribe(q, account.email, link);
  }
  return { email: account.email, subscribed };
}
