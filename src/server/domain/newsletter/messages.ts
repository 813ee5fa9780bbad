/** Magento's newsletter messages, where Magento has one; the same words whatever the address's state. */
export const NEWSLETTER_MESSAGES = {
  /** A guest (or another address than the account's): the mail with the link is on its way. */
  confirmationSent: 'The confirmation request has been sent.',
  /** The signed-in customer's own address: subscribed at once, as Magento does for its own subscriptions. */
  subscribed: 'Thank you for your subscription.',
  confirmed: 'Your subscription has been confirmed.',
  invalidCode: 'This is an invalid subscription confirmation code.',
  unsubscribed: 'You unsubscribed.',
  preferenceSaved: 'We have saved the subscription.',
  preferenceRemoved: 'We have removed the newsletter subscription.',
  invalidDob: 'Please enter a valid date of birth.',
  signIn: 'Please sign in to manage your e-mail preferences.',
  tooMany: (retryAfterS: number) =>
    `Too many newsletter requests. Please try again in ${retryAfterS} seconds.`,
} as const;
