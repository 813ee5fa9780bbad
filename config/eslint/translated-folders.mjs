// The parts of the storefront whose every shopper-facing string is in the message catalogue (issue 13). A folder
// joins the list when it is converted; lint then refuses any text written in its JSX. Once every folder of
// src/client is here, the list becomes `src/client`.
export const TRANSLATED_FOLDERS = [
  'src/client/features/footer',
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
