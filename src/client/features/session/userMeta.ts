import { SESSION_STORAGE_CUSTOMER_KEY } from '../../../common/cookie-names';
import type { CustomerSection } from '../../api/customer';
import type { UserMeta } from '../../analytics/dataLayerEvent';

/**
 * Spec 3 caches the 'User Meta' record under the customer key. It gets a key of its own beside the customer
 * copy (`customer`), so that the cookie sync and the analytics cache never overwrite each other.
 */
export const USER_META_STORAGE_KEY = `${SESSION_STORAGE_CUSTOMER_KEY}_user_meta`;

function readCached(storage: Storage): UserMeta | null {
  try {
    const value: unknown = JSON.parse(storage.getItem(USER_META_STORAGE_KEY) ?? 'null');
    const meta = value as Partial<UserMeta> | null;
    return typeof meta?.login_status === 'boolean'
      ? {
          client_id: typeof meta.client_id === 'string' ? meta.client_id : null,
          login_status: meta.login_status,
          website_id: typeof meta.website_id === 'number' ? meta.website_id : null,
        }
      : null;
  } catch {
    return null;
  }
}

/**
 * Spec 4 (Analytics user meta): the server's customer data is stored and pushed; without it the cached copy
 * is pushed; without a cached copy a not-logged-in record is pushed and cached.
 */
export function resolveUserMeta(
  section: CustomerSection | undefined,
  clientId: string | null,
  storage: Storage,
): UserMeta {
  if (section) {
    const meta = { client_id: clientId, login_status: section.is_logged_in, website_id: section.website_id };
    storage.setItem(USER_META_STORAGE_KEY, JSON.stringify(meta));
    return meta;
  }
  const cached = readCached(storage);
  if (cached) return { ...cached, client_id: clientId ?? cached.client_id };
  const guest = { client_id: clientId, login_status: false, website_id: null };
  storage.setItem(USER_META_STORAGE_KEY, JSON.stringify(guest));
  return guest;
}
