import { defineMessages } from '../../../common/i18n/define-messages';

/** The page of the straps that fit a watch (namespace `straps`). watch: the watch's name; brand: the house's. */
export const strapsMessages = defineMessages({
  metaTitle: { id: 'straps.metaTitle', defaultMessage: 'Straps for the {watch} | {brand}' },
  metaDescription: {
    id: 'straps.metaDescription',
    defaultMessage: 'The {brand} straps that fit the {watch}.',
  },
  // The breadcrumb's last step.
  compatible: { id: 'straps.compatible', defaultMessage: 'Compatible straps' },
  eyebrow: { id: 'straps.eyebrow', defaultMessage: 'Straps' },
  heading: { id: 'straps.heading', defaultMessage: 'Straps for the {watch}' },
  lead: {
    id: 'straps.lead',
    defaultMessage:
      '{count, plural, one {# strap fits this watch} other {# straps fit this watch}}. Each strap is sold without the watch and changes in seconds with the quick-release spring bars supplied.',
  },
  empty: { id: 'straps.empty', defaultMessage: 'No strap fits this watch at the moment.' },
  back: { id: 'straps.back', defaultMessage: 'Back to the {watch}' },
});
