import { type RefObject, useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { type Handle, type SliderBounds, type SliderRange } from '../../lib/range-slider';
import { rangeSliderMessages as m } from './messages';
import { useRangeSlider } from './useRangeSlider';
import './RangeSlider.css';

interface RangeSliderProps {
  /** What the slider chooses, e.g. "Price": names the handles ("Minimum price", "Maximum price"). */
  label: string;
  bounds: SliderBounds;
  value: SliderRange;
  format: (value: number) => string;
  onCommit: (range: SliderRange) => void;
}

/**
 * Two native range inputs laid over one track: each handle keeps the browser's own accessibility (role
 * slider, focus, touch) and announces its formatted value; the rules of movement come from lib/range-slider.
 */
export function RangeSlider({ label, bounds, value, format, onCommit }: RangeSliderProps) {
  const intl = useIntl();
  const { range, drag, release, keyDown, blur } = useRangeSlider(bounds, value, onCommit);
  const lower = useRef<HTMLInputElement>(null);
  const upper = useRef<HTMLInputElement>(null);
  // The label '%1 - %2' (spec 9), each end formatted by the caller (a price in the store's currency).
  const text = intl.formatMessage(m.range, { from: format(range.from), to: format(range.to) });
  const span = bounds.max - bounds.min;
  useReleaseCommit(lower, 'from', release, span > 0);
  useReleaseCommit(upper, 'to', release, span > 0);
  if (span <= 0) return <p className="range-slider__value">{text}</p>;

  const percent = (v: number) => ((v - bounds.min) / span) * 100;
  // Handles can meet near an edge; the one that can still move away must be the one on top.
  const lowerOnTop = range.from > bounds.min + span / 2;
  const name = label.toLowerCase();
  const input = (handle: Handle, ref: RefObject<HTMLInputElement | null>) => (
    <input
      ref={ref}
      type="range"
      className={`range-slider__input range-slider__input--${handle}`}
      data-on-top={handle === 'from' ? lowerOnTop : !lowerOnTop}
      aria-label={intl.formatMessage(handle === 'from' ? m.sliderMinimum : m.sliderMaximum, { name })}
      aria-valuetext={format(range[handle])}
      min={bounds.min}
      max={bounds.max}
      step="any"
      value={range[handle]}
      onChange={(event) => drag(handle, Number(event.target.value))}
      onKeyDown={(event) => keyDown(handle, event)}
      onBlur={blur}
    />
  );

  return (
    <div className="range-slider">
      <p className="range-slider__value" aria-hidden="true">
        {text}
      </p>
      <div className="range-slider__track">
        <span
          className="range-slider__fill"
          style={{ left: `${percent(range.from)}%`, right: `${100 - percent(range.to)}%` }}
          aria-hidden="true"
        />
        {input('from', lower)}
        {input('to', upper)}
      </div>
    </div>
  );
}

/** React's onChange follows every move; the native `change` event marks the end of a drag. */
function useReleaseCommit(
  ref: RefObject<HTMLInputElement | null>,
  handle: Handle,
  release: (handle: Handle, raw: number) => void,
  rendered: boolean,
) {
  useEffect(() => {
    const element = ref.current;
    if (!rendered || !element) return;
    const onChange = () => release(handle, Number(element.value));
    element.addEventListener('change', onChange);
    return () => element.removeEventListener('change', onChange);
  }, [ref, handle, release, rendered]);
}
