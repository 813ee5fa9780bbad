/** Spec 9: the return forms initialise their inputs again 1500 ms after a return label was created. */
export const RETURN_FORM_REINITIALISE_MS = 1500;
