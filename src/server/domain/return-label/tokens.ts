import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, base64url: step 1's token and the label's download link alike cannot be guessed. */
export const newReturnToken = (): string => randomBytes(32).toString('base64url');

/** Tables keep only the hash: a leaked row is not a usable token. */
export const hashReturnToken = (token: string): string => createHash('sha256').update(token).digest('hex');
