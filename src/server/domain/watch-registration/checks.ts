import type { components } from '../../../common/contract/schema.gen';
import type { Queryable } from '../../db/types';
import { CaptchaRequired } from '../errors';
import { CAPTCHA_MESSAGES, type CaptchaVerifier } from '../security/captcha';
import { countWatchCheck } from './limits';
import { WATCH_REGISTRATION_TEXTS as M } from './messages';
import { watchBySerial, watchesByCaseback, type RegistryWatch } from './registry';
import { forgetCheck, rememberCheck } from './remembered-check';
import type { ApiText, Unworded } from '../i18n/api-message';

type SerialCheckResult = components['schemas']['SerialCheckResult'];
type CasebackCheckResult = components['schemas']['CasebackCheckResult'];

export interface CheckGuard {
  recaptcha: string | null | undefined;
  customerId: number | null;
  clientAddress: string;
  now: Date;
}

export interface WatchCheck {
  /** The serial or the caseback number, as the contract let it through. */
  number: string;
  customerId: number | null;
  /** The stored session the check is remembered on. */
  sessionHash: string;
}

/**
 * What every check passes before anything is looked up or stored, cheapest first: the captcha (spent here),
 * then the limits, which so count only checks that cost their sender a proof of work.
 */
export async function guardWatchCheck(
  q: Queryable,
  captcha: CaptchaVerifier,
  guard: CheckGuard,
): Promise<void> {
  const verdict = await captcha.verify(guard.recaptcha, guard.now);
  if (!verdict.ok) throw new CaptchaRequired(CAPTCHA_MESSAGES[verdict.reason]);
  await countWatchCheck(q, guard.clientAddress, guard.customerId);
}

/** Why a registered watch cannot be added, told without saying whose it is. */
const registeredMessage = (watch: RegistryWatch, customerId: number | null): ApiText => {
  if (customerId === null) return M.alreadyRegistered;
  return watch.ownerId === customerId ? M.inYourCollection : M.registeredElsewhere;
};

/** Spec 7 'Serial check': the watch's product, remembered on the session for the register call. */
export async function checkSerial(q: Queryable, check: WatchCheck): Promise<Unworded<SerialCheckResult>> {
  const customer_id = check.customerId ?? 0;
  const watch = await watchBySerial(q, check.number);
  if (!watch || watch.ownerId !== null) {
    await forgetCheck(q, check.sessionHash);
    const message = watch ? registeredMessage(watch, check.customerId) : M.unknownSerial;
    return { success: false, message, customer_id, data: null };
  }
  await rememberCheck(q, check.sessionHash, { serial: watch.serial, caseback: null });
  return { success: true, message: '', customer_id, data: { serial: watch.serial, product: watch.product } };
}

/**
 * Spec 7 'Caseback check': the products whose watch with this number nobody holds yet (the shopper picks one
 * when there are several). The caseback is remembered, never a serial: the register call resolves the pick.
 */
export async function checkCaseback(q: Queryable, check: WatchCheck): Promise<Unworded<CasebackCheckResult>> {
  const customer_id = check.customerId ?? 0;
  const watches = await watchesByCaseback(q, check.number);
  const free = watches.filter((w) => w.ownerId === null);
  const products = [...new Map(free.map((w) => [w.product.product_sku, w.product])).values()];
  if (products.length === 0) {
    await forgetCheck(q, check.sessionHash);
    const registered = watches.find((w) => w.ownerId === check.customerId) ?? watches[0];
    const message = registered ? registeredMessage(registered, check.customerId) : M.unknownCaseback;
    return { success: false, message, customer_id, products: [] };
  }
  await rememberCheck(q, check.sessionHash, { serial: null, caseback: check.number });
  return { success: true, message: '', customer_id, products };
}
