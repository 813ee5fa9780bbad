/** A phone number as a `tel:` link dials it: digits and the leading plus only. */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^+\d]/g, '')}`;
