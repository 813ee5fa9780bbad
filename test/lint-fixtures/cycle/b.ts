// The other half of the cycle: b needs a's value at run time, so the order the two load in matters.
import { a } from './a';

export const b = [a];
