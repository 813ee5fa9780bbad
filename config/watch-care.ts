/**
 * After-sales care of the brand's watches (my watches, spec 2.10): what the spec leaves to "configuration". The
 * server reads it to answer the warranty check and the services view; the client only sees the answers.
 */
export const WATCH_CARE = {
  /**
   * The international warranty, in years, counted from the purchase date when the watch was bought in this
   * shop (the customer's order holding it), otherwise from the day the manufacture finished it (the registry).
   */
  warrantyYears: 5,
  /** A full service is recommended every so many years, counted the same way. */
  serviceIntervalYears: 5,
  /** What a full service includes, in the order the workshop does it. */
  fullServiceIncludes: [
    'Complete disassembly and cleaning of the movement',
    'Replacement of worn parts and all gaskets',
    'Lubrication, regulation and timing in six positions',
    'Water-resistance test of the case',
    'Light polishing of the case and bracelet, unless you ask us not to',
    'A two-year service warranty',
  ],
} as const;
