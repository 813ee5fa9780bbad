/**
 * Where the postcode autofill reports what the shopper is not shown (spec 8: 'Could not get postal code
 * information.' is logged). One seam, so that tests can assert the message instead of the console.
 */
export const postcodeLog = {
  warn(message: string): void {
    console.warn(message);
  },
};
