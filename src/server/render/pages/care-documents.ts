import { WATCH_CARE } from '../../../../config/watch-care';
import { escapeHtml, htmlDocument } from '../html';

export interface ManualModel {
  sku: string;
  name: string;
  collection: string;
  collectionDescription: string;
  specifications: { label: string; value: string }[];
}

const list = (items: readonly string[]) =>
  `<ul>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>`;

/** A model's user manual (my watches' 'User manual'): generated from the catalogue, served by the shop. */
export function renderUserManual(model: ManualModel): string {
  const specs = model.specifications.length
    ? `<h2>Specifications</h2><table><tbody>${model.specifications
        .map((s) => `<tr><th>${escapeHtml(s.label)}</th><td>${escapeHtml(s.value)}</td></tr>`)
        .join('')}</tbody></table>`
    : '';
  return htmlDocument(
    `${model.name} - user manual`,
    `<p class="muted">${escapeHtml(model.collection)} · user manual · ${escapeHtml(model.sku)}</p>
<h1>${escapeHtml(model.name)}</h1>
<p>${escapeHtml(model.collectionDescription)}</p>
<h2>Setting the time</h2>
<p>Unscrew or pull the crown to its last position; the seconds hand stops. Turn the crown until the hands show the
time, moving them past midnight to set the date on the right day. Push the crown home, screwing it down where it
screws, before the watch meets water.</p>
<h2>Winding</h2>
<p>With the crown in its first position, turn it clockwise about forty times to fill the mainspring; worn every
day, a self-winding movement keeps itself wound. Stop when you feel resistance on a hand-wound movement.</p>
<h2>Water resistance</h2>
<p>Have the water resistance tested once a year and after any shock. Never operate the crown or pushers under
water, and rinse the watch in fresh water after the sea or a pool.</p>
<h2>Care</h2>
<p>Keep the watch away from strong magnetic fields (speakers, tablets, bag clasps). Clean the case with a soft
cloth; leather straps dislike water and perfume.</p>
<h2>Service</h2>
<p>We recommend a full service every ${WATCH_CARE.serviceIntervalYears} years. A full service includes:</p>
${list(WATCH_CARE.fullServiceIncludes)}
${specs}`,
  );
}

/** The warranty terms my watches' warranty view links to ('For more information, please refer to our Warranty page'). */
export function renderWarrantyTerms(): string {
  const years = WATCH_CARE.warrantyYears;
  return htmlDocument(
    'Warranty',
    `<p class="muted">Customer care</p>
<h1>Warranty</h1>
<p>Every watch of the house carries an international warranty of ${years} years against defects of materials
and workmanship.</p>
<h2>From when it counts</h2>
<p>Bought in our online shop, the warranty counts from the day of your order. Bought elsewhere, it counts from
the day the manufacture finished the watch, as its serial number records it. Registering your watch in My watches
shows the date your warranty ends.</p>
<h2>What it covers</h2>
<p>Repairs of any defect of manufacture, parts and labour included, by our workshop or an authorised service
centre.</p>
<h2>What it does not cover</h2>
${list([
  'Normal wear and ageing of the strap, bracelet, crystal and case',
  'Damage from accidents, shocks, misuse or water entering after the crown was left open',
  'Watches opened or repaired by anyone other than our workshop or an authorised service centre',
  'Batteries, and straps after their first six months',
])}
<h2>How to use it</h2>
<p>Ask for a return label from your account, or contact us: we collect the watch insured and return it insured.</p>`,
  );
}
