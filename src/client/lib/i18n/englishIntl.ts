import { createIntl, type IntlShape } from 'react-intl';

let english: IntlShape | null = null;

/**
 * The messages' own English (their default texts), for words made without the store's intl: a building block
 * rendered outside the shop's provider, a label or schema built before the store is known, a test.
 *
 * Made on first use, not when a module loads: `createIntl` asks ICU which locales it supports, and a page's
 * first such question costs 12-20 ms on a desktop core (V8 builds its table of ICU's locales, once per
 * process). Made at module load, three first-view modules put that inside the main script's evaluation, the
 * page's longest task; now the first call is the shop's provider, and the shell's worker
 * (config/webpack/intl-warmup.ts) has usually paid it by then.
 */
export function englishIntl(): IntlShape {
  return (english ??= createIntl({ locale: 'en', defaultLocale: 'en', onError: () => {} }));
}
