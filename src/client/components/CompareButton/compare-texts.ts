/** When the server's answer cannot be read (network failure). */
export const COMPARE_FAILED = 'Something went wrong with your request. Please try again later.';
