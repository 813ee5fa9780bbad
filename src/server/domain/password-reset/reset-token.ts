import { createHash, randomBytes } from 'node:crypto';

/** A link's token: 32 random bytes, base64url (43 characters, the contract's `PasswordResetToken`). */
export const newResetToken = (): string => randomBytes(32).toString('base64url');

/** What the table keeps instead of the token: a leaked row must not be a usable link. */
export const hashResetToken = (token: string): string => createHash('sha256').update(token).digest('hex');
