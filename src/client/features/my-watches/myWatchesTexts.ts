/** What my watches says (spec 2.10 and 8, exactly; the house's own wording where the spec is silent). */
export const MY_WATCHES_TEXTS = {
  title: 'My watches',
  intro: 'The watches you registered with us, with their warranty, care and straps in one place.',
  empty:
    'Your collection is empty for now. Register a watch to follow its warranty, its care and its straps.',
  registerNew: 'Register a new watch',
  serial: 'Serial number',
  registered: 'Registered on',
  purchased: 'Purchased on',
  warrantyEnds: 'Warranty until',
  userManual: 'User manual',
  warranty: 'Warranty',
  compatibleStraps: 'Compatible straps',
  services: 'Services',
  removeWatch: 'Remove watch',
  /** Spec 8: the watch has no user_manual_url. */
  manualMissing: 'User manual URL not available for this watch',
  /** Spec 8: the warranty check failed on the network (success false shows the server's message instead). */
  warrantyNetworkError: 'An error occurred while checking warranty. Please try later.',
  /** Spec 2.10: the warranty text links the warranty page. */
  warrantyMoreInfo: 'For more information, please refer to our',
  warrantyPage: 'Warranty page',
  warrantyValid: 'Under warranty',
  warrantyExpired: 'Warranty ended',
  warrantyStarts: 'Counted from',
  fromPurchase: 'your purchase in our shop',
  fromManufacture: 'the day the manufacture finished your watch',
  checkingWarranty: 'Checking the warranty…',
  strapsLoading: 'Finding the straps that fit…',
  noStraps: 'No strap of the current collection fits this watch.',
  addToCart: 'Add to cart',
  adding: 'Adding…',
  serviceIntervalTitle: 'Recommended service',
  nextService: 'Next full service',
  serviceIncludes: 'A full service includes',
  contactUs: 'Contact us',
  returnLabel: 'Request a return label',
  serviceHelp:
    'To book a service, send us your watch with a prepaid, insured return label, or ask us anything.',
  closePanel: 'Close',
  /** Spec 2.10 remove confirmation (title and the body's last sentence exactly). */
  removeTitle: 'Are you sure you want to remove this watch from your collection?',
  removeBody:
    'Once it is removed, you will lose the personalized care advice we prepare for this watch and direct access to its warranty status, user guide and compatible straps.',
  removeQuestion: 'Are you sure you want to proceed?',
  removeConfirm: 'Remove watch',
  cancel: 'Cancel',
  loadFailed: 'Your watches could not be loaded.',
} as const;

/** The panel's views (spec 2.10: the panel's current view is one of these). */
export const PANEL_VIEWS = ['warranty', 'compatible-straps', 'services'] as const;
export type PanelView = (typeof PANEL_VIEWS)[number];

export const PANEL_TITLES: Record<PanelView, string> = {
  warranty: MY_WATCHES_TEXTS.warranty,
  'compatible-straps': MY_WATCHES_TEXTS.compatibleStraps,
  services: MY_WATCHES_TEXTS.services,
};

/** What the page says after the remove link brought the customer back (`?result=`). */
export const RESULT_MESSAGES: Record<string, string> = {
  removed: 'The watch was removed from your collection.',
  not_found: 'This watch is not in your collection.',
};

export const serviceInterval = (years: number) => `We recommend a full service every ${years} years.`;
