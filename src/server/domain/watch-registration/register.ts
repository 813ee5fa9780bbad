import type { components } from '../../../common/contract/schema.gen';
import type { Database, Queryable } from '../../db/types';
import { InvalidInput } from '../errors';
import type { ShopLink } from '../newsletter/newsletter-mails';
import { requestSubscription } from '../newsletter/subscribers';
import type { StoreView } from '../store/store-registry';
import { WATCH_REGISTRATION_TEXTS as M } from './messages';
import { watchBySerial, watchesByCaseback, type RegistryWatch } from './registry';
import { forgetCheck, readCheck, type RememberedCheck } from './remembered-check';
import type { Unworded } from '../i18n/api-message';

type RegisterWatchRequest = components['schemas']['RegisterWatchRequest'];
type RegisterWatchResult = components['schemas']['RegisterWatchResult'];

export interface WatchRegistration {
  store: StoreView;
  request: RegisterWatchRequest;
  customerId: number;
  sessionHash: string;
  link: ShopLink;
}

/**
 * The watch the request names, if it is the one this session checked: the checked serial itself, or, for a
 * caseback check, that caseback's watch of the chosen product nobody holds yet (the first by serial).
 */
async function checkedWatch(
  q: Queryable,
  check: RememberedCheck,
  request: RegisterWatchRequest,
): Promise<RegistryWatch | null> {
  if (check.serial !== null) {
    if (request.serial.toUpperCase() !== check.serial) return null;
    const watch = await watchBySerial(q, check.serial);
    return watch?.product.product_sku === request.sku ? watch : null;
  }
  if (request.serial !== '') return null;
  const watches = await watchesByCaseback(q, check.caseback);
  const ofProduct = watches.filter((w) => w.product.product_sku === request.sku);
  return ofProduct.find((w) => w.ownerId === null) ?? ofProduct[0] ?? null;
}

/**
 * Spec 4 step 3: adds the checked watch to the customer's collection, in one transaction. The unique serial
 * settles two customers registering one watch at once: the second insert does nothing and is answered as a
 * watch registered elsewhere. The check is spent on success; newsletter_subscribe 1 goes through the
 * newsletter's double opt-in (the customer's own address is subscribed at once).
 */
export async function registerWatch(
  db: Database,
  registration: WatchRegistration,
): Promise<Unworded<RegisterWatchResult>> {
  const { store, request, customerId, sessionHash } = registration;
  if (request.store_id !== store.id) throw new InvalidInput(M.wrongStore, 'body.store_id');
  return db.transaction(async (tx) => {
    const check = await readCheck(tx, sessionHash);
    const watch = check ? await checkedWatch(tx, check, request) : null;
    if (!watch) return { success: false, message: M.checkAgain };
    const { rowCount } = await tx.query(
      `insert into registered_watch (customer_id, serial, product_id) values ($1, $2, $3)
       on conflict (serial) do nothing`,
      [customerId, watch.serial, watch.product.product_id],
    );
    if (rowCount === 0) {
      const holder = await watchBySerial(tx, watch.serial);
      return {
        success: false,
        message: holder?.ownerId === customerId ? M.inYourCollection : M.registeredElsewhere,
      };
    }
    await forgetCheck(tx, sessionHash);
    if (request.newsletter_subscribe === 1) await subscribe(tx, registration);
    return { success: true, message: M.registered };
  });
}

async function subscribe(q: Queryable, registration: WatchRegistration): Promise<void> {
  const { rows } = await q.query<{ email: string }>('select email from customer where id = $1', [
    registration.customerId,
  ]);
  const email = rows[0]?.email;
  if (!email) return;
  await requestSubscription(q, {
    email,
    storeId: registration.store.id,
    customerId: registration.customerId,
    source: 'watch_registration',
    link: registration.link,
  });
}
