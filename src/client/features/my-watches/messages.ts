import { defineMessages } from '../../../common/i18n/define-messages';

/**
 * What my watches says (spec 2.10 and 8, exactly; the house's own wording where the spec is silent). Namespace
 * `myWatches`, translated in src/common/i18n/translations/{language}/myWatches.json.
 */
export const myWatchesMessages = defineMessages({
  title: { id: 'myWatches.title', defaultMessage: 'My watches' },
  // A registered watch as the panel and the remove dialog name it: its model's name and its serial number.
  watchIdentity: { id: 'myWatches.watchIdentity', defaultMessage: '{name} · {serial}' },
  // The panel's tabs, for screen readers: the watch's model name and serial number.
  watchTabs: { id: 'myWatches.watchTabs', defaultMessage: '{name} {serial}' },
  // brand: the house's name.
  metaDescription: { id: 'myWatches.metaDescription', defaultMessage: 'Your watches at {brand}.' },
  // The page title in the browser tab; brand: the house's name.
  documentTitle: { id: 'myWatches.documentTitle', defaultMessage: 'My watches | {brand}' },
  eyebrow: { id: 'myWatches.eyebrow', defaultMessage: 'My account' },
  intro: {
    id: 'myWatches.intro',
    defaultMessage: 'The watches you registered with us, with their warranty, care and straps in one place.',
  },
  empty: {
    id: 'myWatches.empty',
    defaultMessage:
      'Your collection is empty for now. Register a watch to follow its warranty, its care and its straps.',
  },
  registerNew: { id: 'myWatches.registerNew', defaultMessage: 'Register a new watch' },
  serial: { id: 'myWatches.serial', defaultMessage: 'Serial number' },
  registered: { id: 'myWatches.registered', defaultMessage: 'Registered on' },
  purchased: { id: 'myWatches.purchased', defaultMessage: 'Purchased on' },
  warrantyEnds: { id: 'myWatches.warrantyEnds', defaultMessage: 'Warranty until' },
  userManual: { id: 'myWatches.userManual', defaultMessage: 'User manual' },
  warranty: { id: 'myWatches.warranty', defaultMessage: 'Warranty' },
  compatibleStraps: { id: 'myWatches.compatibleStraps', defaultMessage: 'Compatible straps' },
  services: { id: 'myWatches.services', defaultMessage: 'Services' },
  removeWatch: { id: 'myWatches.removeWatch', defaultMessage: 'Remove watch' },
  // Spec 8: the watch has no user manual address.
  manualMissing: {
    id: 'myWatches.manualMissing',
    defaultMessage: 'User manual URL not available for this watch',
  },
  // Spec 8: the warranty check failed on the network.
  warrantyNetworkError: {
    id: 'myWatches.warrantyNetworkError',
    defaultMessage: 'An error occurred while checking warranty. Please try later.',
  },
  // Spec 2.10: the sentence ends with a link to the warranty page (the link's text inside <link>).
  warrantyMoreInfo: {
    id: 'myWatches.warrantyMoreInfo',
    defaultMessage: 'For more information, please refer to our <link>Warranty page</link>',
  },
  warrantyValid: { id: 'myWatches.warrantyValid', defaultMessage: 'Under warranty' },
  warrantyExpired: { id: 'myWatches.warrantyExpired', defaultMessage: 'Warranty ended' },
  warrantyStarts: { id: 'myWatches.warrantyStarts', defaultMessage: 'Counted from' },
  // date: the day the warranty starts, already formatted; then where it is counted from.
  startsFromPurchase: {
    id: 'myWatches.startsFromPurchase',
    defaultMessage: '{date} (your purchase in our shop)',
  },
  startsFromManufacture: {
    id: 'myWatches.startsFromManufacture',
    defaultMessage: '{date} (the day the manufacture finished your watch)',
  },
  checkingWarranty: { id: 'myWatches.checkingWarranty', defaultMessage: 'Checking the warranty…' },
  strapsLoading: { id: 'myWatches.strapsLoading', defaultMessage: 'Finding the straps that fit…' },
  noStraps: {
    id: 'myWatches.noStraps',
    defaultMessage: 'No strap of the current collection fits this watch.',
  },
  addToCart: { id: 'myWatches.addToCart', defaultMessage: 'Add to cart' },
  // The add button's accessible name; name: the strap's product name.
  addToCartNamed: { id: 'myWatches.addToCartNamed', defaultMessage: 'Add to cart: {name}' },
  adding: { id: 'myWatches.adding', defaultMessage: 'Adding…' },
  serviceIntervalTitle: { id: 'myWatches.serviceIntervalTitle', defaultMessage: 'Recommended service' },
  serviceInterval: {
    id: 'myWatches.serviceInterval',
    defaultMessage:
      '{years, plural, one {We recommend a full service every year.} other {We recommend a full service every # years.}}',
  },
  nextService: { id: 'myWatches.nextService', defaultMessage: 'Next full service' },
  serviceIncludes: { id: 'myWatches.serviceIncludes', defaultMessage: 'A full service includes' },
  contactUs: { id: 'myWatches.contactUs', defaultMessage: 'Contact us' },
  returnLabel: { id: 'myWatches.returnLabel', defaultMessage: 'Request a return label' },
  serviceHelp: {
    id: 'myWatches.serviceHelp',
    defaultMessage:
      'To book a service, send us your watch with a prepaid, insured return label, or ask us anything.',
  },
  closePanel: { id: 'myWatches.closePanel', defaultMessage: 'Close' },
  // Spec 2.10: the remove confirmation (title and the body's last sentence exactly).
  removeTitle: {
    id: 'myWatches.removeTitle',
    defaultMessage: 'Are you sure you want to remove this watch from your collection?',
  },
  removeBody: {
    id: 'myWatches.removeBody',
    defaultMessage:
      'Once it is removed, you will lose the personalized care advice we prepare for this watch and direct access to its warranty status, user guide and compatible straps.',
  },
  removeQuestion: { id: 'myWatches.removeQuestion', defaultMessage: 'Are you sure you want to proceed?' },
  removeConfirm: { id: 'myWatches.removeConfirm', defaultMessage: 'Remove watch' },
  cancel: { id: 'myWatches.cancel', defaultMessage: 'Cancel' },
  // What the page says after the remove link brought the customer back.
  resultRemoved: {
    id: 'myWatches.resultRemoved',
    defaultMessage: 'The watch was removed from your collection.',
  },
  resultNotFound: { id: 'myWatches.resultNotFound', defaultMessage: 'This watch is not in your collection.' },
});
