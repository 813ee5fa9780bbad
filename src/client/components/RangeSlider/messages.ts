import { defineMessages } from '../../../common/i18n/define-messages';

/**
 * The range slider's handles and range (namespace `common`, translated in
 * src/common/i18n/translations/{language}/common.json).
 */
export const rangeSliderMessages = defineMessages({
  // name: what the slider chooses, in lower case ('price'); names the two handles.
  sliderMinimum: { id: 'common.sliderMinimum', defaultMessage: 'Minimum {name}' },
  sliderMaximum: { id: 'common.sliderMaximum', defaultMessage: 'Maximum {name}' },
  // A range's label (spec 9: '%1 - %2'), each end already formatted (a price).
  range: { id: 'common.range', defaultMessage: '{from} - {to}' },
});
