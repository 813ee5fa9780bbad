/** What the return-label page shows (spec 8: on status nok, the server's message; on success, its message). */
export const RETURN_LABEL_MESSAGES = {
  /** The same words whether the order does not exist, its details differ or it is another store's. */
  notFound: 'We could not find an order with these details. Please check them and try again.',
  expired: 'Your session for this return has expired. Please look up your order again.',
  nothingChosen: 'Please choose at least one item to return.',
  notReturnable: (name: string) => `${name} cannot be returned.`,
  alreadyReturned: 'A return label already covers these items.',
  tooMany: (retryAfterS: number) => `Too many requests. Please try again in ${retryAfterS} seconds.`,
  created: (incrementId: string, email: string) =>
    `Your return label for order ${incrementId} is ready. We have also sent it to ${email}.`,
} as const;
