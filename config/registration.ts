/**
 * Account registration settings every store view shares (spec 2.8 and 5), served to the client in the store
 * configuration's `registration`. Magento's defaults: the date-of-birth picker reaches 120 years back and its
 * latest date is yesterday; the create-account modal does not open by itself.
 */
export const REGISTRATION = {
  openModalAutomatically: false,
  dobYearRange: 120,
  dobMaxDaysAgo: 1,
} as const;
