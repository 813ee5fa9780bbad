// The parts of the storefront whose every shopper-facing string is in the message catalogue (issue 13). A folder
// joins the list when it is converted; lint then refuses any text written in its JSX. Once every folder of
// src/client is here, the list becomes `src/client`.
export const TRANSLATED_FOLDERS = [
  'src/client/features/footer',
  'src/client/features/navigation',
  'src/client/features/popups',
  'src/client/features/store-locator',
  'src/client/features/chat',
  'src/client/features/home',
  'src/client/features/checkout',
  'src/client/features/cart',
  'src/client/features/product',
  'src/client/features/straps',
  'src/client/features/watch-registration',
  'src/client/features/my-watches',
  'src/client/features/return-label',
  'src/client/features/registration',
  'src/client/components',
  'src/client/app',
  'src/client/lib',
  'src/client/features/content',
  'src/client/features/category',
  'src/client/features/search',
  'src/client/features/minicart',
  'src/client/features/compare',
  'src/client/features/session',
];
