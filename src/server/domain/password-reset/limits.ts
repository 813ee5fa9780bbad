import type { RateLimitRule } from '../security/rate-limit';

/**
 * Who may ask for what, and how often. Every counter counts known and unknown addresses alike, so a 429 says
 * nothing about which accounts exist.
 */
export const PASSWORD_RESET_LIMITS = {
  /** Reset requests from one client address: one script must not mail the whole customer list. */
  requestsPerAddress: { max: 10, windowS: 15 * 60 } satisfies RateLimitRule,
  /**
   * Reset requests for one mailbox (canonical: case and plus tags merged), from anywhere: a stranger must not
   * flood somebody's inbox with links. Magento's default allows a handful an hour too.
   */
  requestsPerMailbox: { max: 3, windowS: 60 * 60 } satisfies RateLimitRule,
  /**
   * Token checks and resets from one client address. Tokens carry 256 random bits, so guessing is hopeless
   * anyway; the limit keeps a script from spending the server's scrypt work on it.
   */
  tokenAttemptsPerAddress: { max: 20, windowS: 15 * 60 } satisfies RateLimitRule,
};

/** How long a mailed link stays usable. */
export const RESET_LINK_LIFETIME_S = 60 * 60;
