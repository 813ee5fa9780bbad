import { COUNTRIES } from '../../../../config/checkout';

/** The id of a country's region as the checkout's region select lists it; a seed naming another fails loudly. */
export const regionIdOf = (countryId: string, name: string): number => {
  const region = COUNTRIES.find((c) => c.id === countryId)?.regions.find((r) => r.value === name);
  if (!region) throw new Error(`No region ${name} in ${countryId}`);
  return region.id;
};
