// The parts of the storefront whose every shopper-facing string is in the message catalogue (issue 13). A folder
// joins the list when it is converted; lint then refuses any text written in its JSX. Once every folder of
// src/client is here, the list becomes `src/client`.
export const TRANSLATED_FOLDERS = [
  'src/client/features/footer',
  'src/client/features/account',
  'src/client/features/address-book',
  'src/client/features/password-reset',
  'src/client/features/contact',
  'src/client/features/wishlist',
  'src/client/features/newsletter',
];
