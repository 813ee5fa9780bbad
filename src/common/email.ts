import { Email } from './contract/facts.gen';

// Spec 5 (Email): the local part is quoted or dot-separated atoms; the domain has a top-level part of at least
// two letters, or is an IPv4 address in brackets.
const ATOM = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
const LOCAL = `(?:${ATOM}(?:\\.${ATOM})*|"(?:[^"\\\\\\r\\n]|\\\\.)+")`;
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const OCTET = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const DOMAIN = `(?:(?:${LABEL}\\.)+[A-Za-z]{2,}|\\[${OCTET}(?:\\.${OCTET}){3}\\])`;
const EMAIL = new RegExp(`^${LOCAL}@${DOMAIN}$`);

export function isValidEmail(value: string): boolean {
  return value.length <= Email.maxLength && EMAIL.test(value);
}
