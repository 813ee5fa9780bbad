import type { Region } from '../../api/cart';
import type { JpPostalEntry } from './jpPostalData';

export interface OverrideFilled {
  region: boolean;
  city: boolean;
  street: boolean;
}

export interface AddressTargets {
  region_id: string;
  city: string;
  'street.0': string;
}

const isBlank = (value: string) => value.trim() === '';

/**
 * Spec 5: what the postal entry fills in. An empty field is always filled; a filled one only when its
 * 'override filled' flag is set. The prefecture code selects the region whose region_code it is.
 */
export function autofillUpdates(
  entry: JpPostalEntry,
  current: AddressTargets,
  regions: readonly Region[],
  override: OverrideFilled,
): Partial<AddressTargets> {
  const [prefectureCode, city, citySuffix, street] = entry;
  const updates: Partial<AddressTargets> = {};
  const region = regions.find((candidate) => candidate.region_code === prefectureCode);
  if (region && (override.region || isBlank(current.region_id))) updates.region_id = String(region.id);
  const fullCity = `${city}${citySuffix}`;
  if (fullCity && (override.city || isBlank(current.city))) updates.city = fullCity;
  if (street && (override.street || isBlank(current['street.0']))) updates['street.0'] = street;
  return updates;
}
