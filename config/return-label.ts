/**
 * The return label's settings (spec 1 "Other", 2.15, 4, 7). The carrier's name is part of the paths
 * (`{module_prefix}{carrier}/returnlabel/...`): the reference backend's carrier is `postal`, so the contract's
 * paths are `casebackpostal/returnlabel/...`; another carrier means another name in `openapi/return-label.yaml`.
 * `canReturnGift` is the store configuration the spec calls can_return_gift: off, as a gift is returned by the
 * person who bought it, not the one who received it. Served to the page in the lookup's `form.data`.
 */
export const RETURN_LABEL = {
  carrier: 'postal',
  canReturnGift: false,
  /** Where the parcels go: printed on every label. */
  returnAddress: ['Maison Aurèle Returns', '12 Rue du Rhône', '1204 Genève', 'Switzerland'],
  /** How long step 1's token binds the create to its order. */
  lookupTokenLifetimeS: 30 * 60,
} as const;
