import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from 'react';
import {
  dragHandle,
  handleToEdge,
  initialRange,
  stepHandle,
  type Handle,
  type SliderBounds,
  type SliderRange,
} from '../../lib/range-slider';

/** Keyboard changes commit once the keys rest this long, so a run of arrow presses makes one navigation. */
export const KEY_COMMIT_DELAY_MS = 700;
const PAGE_STEPS = 10;

const sameRange = (a: SliderRange, b: SliderRange) => a.from === b.from && a.to === b.to;

/**
 * The state of a two-handle slider: the live range (the label follows every drag), and the commits, which
 * happen once per gesture: on pointer release (the input's native `change`), on Enter, on leaving the handle,
 * or when keys have rested. A new range from the server (after navigation) replaces the live one.
 */
export function useRangeSlider(
  bounds: SliderBounds,
  value: SliderRange,
  onCommit: (range: SliderRange) => void,
) {
  const [source, setSource] = useState(value);
  const [range, setRange] = useState(() => initialRange(value, bounds));
  if (!sameRange(source, value)) {
    setSource(value);
    setRange(initialRange(value, bounds));
  }

  const latest = useRef(range);
  const committed = useRef(value);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const commitRef = useRef(onCommit);
  useEffect(() => {
    commitRef.current = onCommit;
  }, [onCommit]);
  useEffect(() => {
    latest.current = range;
  }, [range]);
  const { from, to } = value;
  useEffect(() => {
    committed.current = { from, to };
  }, [from, to]);

  const cancelTimer = () => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  };
  useEffect(() => cancelTimer, []);

  const show = (next: SliderRange) => {
    latest.current = next;
    setRange(next);
  };

  const commit = useCallback((next: SliderRange) => {
    cancelTimer();
    if (sameRange(next, committed.current)) return;
    committed.current = next;
    commitRef.current(next);
  }, []);

  /** The native `change` of a range input fires on release, not while dragging: the pointer commit. */
  const release = useCallback(
    (handle: Handle, raw: number) => commit(dragHandle(latest.current, handle, raw, bounds)),
    [bounds, commit],
  );

  const drag = (handle: Handle, raw: number) => show(dragHandle(latest.current, handle, raw, bounds));

  const keyDown = (handle: Handle, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit(latest.current);
      return;
    }
    const next = keyedRange(latest.current, handle, event.key, bounds);
    if (!next) return;
    // The browser's own step would ignore the snapping rules; the slider moves itself.
    event.preventDefault();
    show(next);
    cancelTimer();
    timer.current = setTimeout(() => commit(latest.current), KEY_COMMIT_DELAY_MS);
  };

  const blur = () => {
    if (timer.current !== null) commit(latest.current);
  };

  return { range, drag, release, keyDown, blur };
}

function keyedRange(range: SliderRange, handle: Handle, key: string, bounds: SliderBounds) {
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return stepHandle(range, handle, 1, bounds);
    case 'ArrowLeft':
    case 'ArrowDown':
      return stepHandle(range, handle, -1, bounds);
    case 'PageUp':
      return stepHandle(range, handle, 1, bounds, PAGE_STEPS);
    case 'PageDown':
      return stepHandle(range, handle, -1, bounds, PAGE_STEPS);
    case 'Home':
      return handleToEdge(range, handle, 'min', bounds);
    case 'End':
      return handleToEdge(range, handle, 'max', bounds);
    default:
      return null;
  }
}
