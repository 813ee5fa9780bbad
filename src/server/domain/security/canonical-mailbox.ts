/** Domains whose mail service ignores dots in the local part (Google documents it), and their one name. */
const DOTLESS_DOMAINS: Record<string, string> = { 'gmail.com': 'gmail.com', 'googlemail.com': 'gmail.com' };

/**
 * The mailbox an e-mail address delivers to, as the key of every e-mail-keyed limit: variants of one address
 * must share one limit, or a script gets a fresh allowance per spelling.
 *
 * - Case: the whole address is lowercased (the local part is case-sensitive by RFC 5321, but no mail service
 *   we would see treats it so, and accounts are looked up case-insensitively already).
 * - Plus tags (`anna+shop@…`): everything from the first `+` of the local part is dropped, for every domain;
 *   where a provider does not use tags, two real mailboxes only share a limit, which is the safe direction.
 * - Dots: dropped only for Gmail (`gmail.com`, `googlemail.com`), where they provably reach the same inbox.
 *   Elsewhere `a.b@` and `ab@` are usually different people, and merging them would let one person's failed
 *   sign-ins ask another's for the captcha.
 *
 * Only a key for counting: accounts and mail still use the address as given.
 */
export function canonicalMailbox(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at <= 0) return address;
  let local = address.slice(0, at);
  let domain = address.slice(at + 1);
  const plus = local.indexOf('+');
  // A local part that is only a tag (`+x@…`) keeps it: there is no mailbox name left to count by.
  if (plus > 0) local = local.slice(0, plus);
  const dotless = DOTLESS_DOMAINS[domain];
  if (dotless) {
    domain = dotless;
    local = local.replaceAll('.', '') || local;
  }
  return `${local}@${domain}`;
}
