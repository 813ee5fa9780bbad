import { createHash, randomBytes } from 'node:crypto';

/** How long a confirmation link works; a later request mails a new one (and the old one stops working). */
export const CONFIRMATION_DAYS = 3;

/** A fresh single-use code (256 bits, hex) for the mail; only its hash is stored. */
export const newConfirmationCode = (): string => randomBytes(32).toString('hex');

export const hashConfirmationCode = (code: string): string => createHash('sha256').update(code).digest('hex');
