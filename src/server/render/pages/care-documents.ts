import type { IntlShape } from '@formatjs/intl';
import { WATCH_CARE } from '../../../../config/watch-care';
import { storeIntl } from '../../domain/i18n/store-intl';
import { SOURCE_MAIL_LOCALE, type MailLocale } from '../../domain/mail/mail-locale';
import { escapeHtml, htmlDocument } from '../html';
import { htmlMessage } from '../mail/html-message';
import { careMessages as m, fullServiceMessages } from './care-messages';

export interface ManualModel {
  sku: string;
  name: string;
  collection: string;
  collectionDescription: string;
  specifications: { label: string; value: string }[];
}

const list = (items: readonly string[]) =>
  `<ul>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>`;

/** The configured service steps, each translated when it is one the catalogue knows (else as configured). */
const serviceSteps = (intl: IntlShape) =>
  WATCH_CARE.fullServiceIncludes.map((step) => {
    const known = Object.values(fullServiceMessages).find((d) => d.defaultMessage === step);
    return known ? intl.formatMessage(known) : step;
  });

/**
 * A model's user manual (my watches' 'User manual'): generated from the catalogue, served by the shop, in the
 * language of the store that asks for it (English by default).
 */
export function renderUserManual(model: ManualModel, store: MailLocale = SOURCE_MAIL_LOCALE): string {
  const intl = storeIntl(store);
  const t = (d: (typeof m)[keyof typeof m]) => htmlMessage(intl, d);
  const specs = model.specifications.length
    ? `<h2>${t(m.specifications)}</h2><table><tbody>${model.specifications
        .map((s) => `<tr><th>${escapeHtml(s.label)}</th><td>${escapeHtml(s.value)}</td></tr>`)
        .join('')}</tbody></table>`
    : '';
  return htmlDocument(
    intl.formatMessage(m.manualTitle, { name: model.name }),
    `<p class="muted">${htmlMessage(intl, m.manualKicker, { collection: model.collection, sku: model.sku })}</p>
<h1>${escapeHtml(model.name)}</h1>
<p>${escapeHtml(model.collectionDescription)}</p>
<h2>${t(m.settingHeading)}</h2>
<p>${t(m.setting)}</p>
<h2>${t(m.windingHeading)}</h2>
<p>${t(m.winding)}</p>
<h2>${t(m.waterHeading)}</h2>
<p>${t(m.water)}</p>
<h2>${t(m.careHeading)}</h2>
<p>${t(m.care)}</p>
<h2>${t(m.serviceHeading)}</h2>
<p>${htmlMessage(intl, m.service, { years: WATCH_CARE.serviceIntervalYears })}</p>
${list(serviceSteps(intl))}
${specs}`,
    store.languageCode,
  );
}

/**
 * The warranty terms my watches' warranty view links to ('For more information, please refer to our Warranty
 * page'), in the language of the store that asks for them (English by default).
 */
export function renderWarrantyTerms(store: MailLocale = SOURCE_MAIL_LOCALE): string {
  const intl = storeIntl(store);
  const t = (d: (typeof m)[keyof typeof m]) => htmlMessage(intl, d);
  return htmlDocument(
    intl.formatMessage(m.warrantyTitle),
    `<p class="muted">${t(m.customerCare)}</p>
<h1>${t(m.warrantyTitle)}</h1>
<p>${htmlMessage(intl, m.warrantyIntro, { years: WATCH_CARE.warrantyYears })}</p>
<h2>${t(m.fromWhenHeading)}</h2>
<p>${t(m.fromWhen)}</p>
<h2>${t(m.coversHeading)}</h2>
<p>${t(m.covers)}</p>
<h2>${t(m.excludesHeading)}</h2>
${list([
  intl.formatMessage(m.excludesWear),
  intl.formatMessage(m.excludesAccidents),
  intl.formatMessage(m.excludesOthers),
  intl.formatMessage(m.excludesBatteries),
])}
<h2>${t(m.howHeading)}</h2>
<p>${t(m.how)}</p>`,
    store.languageCode,
  );
}
