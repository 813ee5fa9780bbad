import { compareButtonMessages } from './messages';

/** When the server's answer cannot be read (network failure): a message, formatted where it is shown. */
export const COMPARE_FAILED = compareButtonMessages.compareFailed;
