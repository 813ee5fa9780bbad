import { defineMessages } from '../../../common/i18n/define-messages';

/** My watches' care documents: the user manual and the warranty terms (namespace `care`). */
export const careMessages = defineMessages({
  // name: the watch model's name.
  manualTitle: { id: 'care.manualTitle', defaultMessage: '{name} - user manual' },
  // collection: the collection's name; sku: the model's reference.
  manualKicker: { id: 'care.manualKicker', defaultMessage: '{collection} · user manual · {sku}' },
  specifications: { id: 'care.specifications', defaultMessage: 'Specifications' },
  settingHeading: { id: 'care.settingHeading', defaultMessage: 'Setting the time' },
  setting: {
    id: 'care.setting',
    defaultMessage:
      'Unscrew or pull the crown to its last position; the seconds hand stops. Turn the crown until the hands show the time, moving them past midnight to set the date on the right day. Push the crown home, screwing it down where it screws, before the watch meets water.',
  },
  windingHeading: { id: 'care.windingHeading', defaultMessage: 'Winding' },
  winding: {
    id: 'care.winding',
    defaultMessage:
      'With the crown in its first position, turn it clockwise about forty times to fill the mainspring; worn every day, a self-winding movement keeps itself wound. Stop when you feel resistance on a hand-wound movement.',
  },
  waterHeading: { id: 'care.waterHeading', defaultMessage: 'Water resistance' },
  water: {
    id: 'care.water',
    defaultMessage:
      'Have the water resistance tested once a year and after any shock. Never operate the crown or pushers under water, and rinse the watch in fresh water after the sea or a pool.',
  },
  careHeading: { id: 'care.careHeading', defaultMessage: 'Care' },
  care: {
    id: 'care.care',
    defaultMessage:
      'Keep the watch away from strong magnetic fields (speakers, tablets, bag clasps). Clean the case with a soft cloth; leather straps dislike water and perfume.',
  },
  serviceHeading: { id: 'care.serviceHeading', defaultMessage: 'Service' },
  // years: the recommended interval between two full services.
  service: {
    id: 'care.service',
    defaultMessage: 'We recommend a full service every {years} years. A full service includes:',
  },
  warrantyTitle: { id: 'care.warrantyTitle', defaultMessage: 'Warranty' },
  customerCare: { id: 'care.customerCare', defaultMessage: 'Customer care' },
  // years: the warranty's length.
  warrantyIntro: {
    id: 'care.warrantyIntro',
    defaultMessage:
      'Every watch of the house carries an international warranty of {years} years against defects of materials and workmanship.',
  },
  fromWhenHeading: { id: 'care.fromWhenHeading', defaultMessage: 'From when it counts' },
  fromWhen: {
    id: 'care.fromWhen',
    defaultMessage:
      'Bought in our online shop, the warranty counts from the day of your order. Bought elsewhere, it counts from the day the manufacture finished the watch, as its serial number records it. Registering your watch in My watches shows the date your warranty ends.',
  },
  coversHeading: { id: 'care.coversHeading', defaultMessage: 'What it covers' },
  covers: {
    id: 'care.covers',
    defaultMessage:
      'Repairs of any defect of manufacture, parts and labour included, by our workshop or an authorised service centre.',
  },
  excludesHeading: { id: 'care.excludesHeading', defaultMessage: 'What it does not cover' },
  excludesWear: {
    id: 'care.excludesWear',
    defaultMessage: 'Normal wear and ageing of the strap, bracelet, crystal and case',
  },
  excludesAccidents: {
    id: 'care.excludesAccidents',
    defaultMessage: 'Damage from accidents, shocks, misuse or water entering after the crown was left open',
  },
  excludesOthers: {
    id: 'care.excludesOthers',
    defaultMessage:
      'Watches opened or repaired by anyone other than our workshop or an authorised service centre',
  },
  excludesBatteries: {
    id: 'care.excludesBatteries',
    defaultMessage: 'Batteries, and straps after their first six months',
  },
  howHeading: { id: 'care.howHeading', defaultMessage: 'How to use it' },
  how: {
    id: 'care.how',
    defaultMessage:
      'Ask for a return label from your account, or contact us: we collect the watch insured and return it insured.',
  },
});

/** What a full service includes, in the workshop's order (the English is the configuration's, watch-care.ts). */
export const fullServiceMessages = defineMessages({
  disassembly: {
    id: 'care.fullService.disassembly',
    defaultMessage: 'Complete disassembly and cleaning of the movement',
  },
  parts: { id: 'care.fullService.parts', defaultMessage: 'Replacement of worn parts and all gaskets' },
  timing: {
    id: 'care.fullService.timing',
    defaultMessage: 'Lubrication, regulation and timing in six positions',
  },
  waterTest: { id: 'care.fullService.waterTest', defaultMessage: 'Water-resistance test of the case' },
  polishing: {
    id: 'care.fullService.polishing',
    defaultMessage: 'Light polishing of the case and bracelet, unless you ask us not to',
  },
  serviceWarranty: { id: 'care.fullService.serviceWarranty', defaultMessage: 'A two-year service warranty' },
});
