import type { Queryable } from '../../db/types';

/** The language and locale a mail or page is written in: its store's (`storeIntl(store)` takes it as it is). */
export interface MailLocale {
  languageCode: string;
  locale: string;
}

/** The source language, for a store that is not found (the catalogue's English). */
export const SOURCE_MAIL_LOCALE: MailLocale = { languageCode: 'en', locale: 'en-GB' };

/** The language of a store known by its code (the request's store) or its id (an order's store). */
export async function storeMailLocale(q: Queryable, store: string | number): Promise<MailLocale> {
  const { rows } = await q.query<{ language_code: string; locale: string }>(
    `select language_code, locale from store where ${typeof store === 'number' ? 'id' : 'code'} = $1`,
    [store],
  );
  const row = rows[0];
  return row ? { languageCode: row.language_code, locale: row.locale } : SOURCE_MAIL_LOCALE;
}
