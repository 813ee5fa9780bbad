import { RegisterRequest } from '../../../common/contract/facts.gen';

/** The contract states the new-account password's minimum length once (RegisterRequest.password.minLength). */
export const PASSWORD_MIN_LENGTH = RegisterRequest.password.minLength;
