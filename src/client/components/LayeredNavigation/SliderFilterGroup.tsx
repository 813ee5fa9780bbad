import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { formatPrice, toMinor } from '../../../common/money';
import { sliderUrl, type SliderBounds, type SliderRange } from '../../lib/range-slider';
import { useStoreConfig } from '../../lib/store-config';
import { RangeSlider } from '../RangeSlider/RangeSlider';
import type { SliderFilter } from './filterTypes';

/**
 * Spec 2.2: a committed range sets `{requestVar}={from}-{to}` on the current URL and goes there. Slider values
 * are major units; a price is formatted like every other price of the store (locale and currency).
 */
export function SliderFilterGroup({ filter }: { filter: SliderFilter }) {
  const { locale, currency_code: currency } = useStoreConfig();
  const navigate = useNavigate();
  const location = useLocation();
  const { slider } = filter;

  const format = useMemo(() => {
    if (slider.isPrice) return (value: number) => formatPrice(toMinor(value, currency), currency, locale);
    const number = new Intl.NumberFormat(locale);
    return (value: number) => number.format(value);
  }, [slider.isPrice, currency, locale]);

  const { min, max, step, validSteps } = slider;
  const bounds = useMemo<SliderBounds>(() => ({ min, max, step, validSteps }), [min, max, step, validSteps]);
  const value = useMemo<SliderRange>(() => ({ from: slider.from, to: slider.to }), [slider.from, slider.to]);

  const commit = useCallback(
    (range: SliderRange) => void navigate(sliderUrl(location, slider.requestVar, range)),
    [navigate, location, slider.requestVar],
  );

  return (
    <fieldset className="filter-group">
      <legend className="filter-group__legend">{filter.label}</legend>
      <RangeSlider label={filter.label} bounds={bounds} value={value} format={format} onCommit={commit} />
    </fieldset>
  );
}
