import { withQuery } from './listing-params';

/**
 * The rules of the layered navigation's range slider (spec 3 "Filter slider", 5 "Price/range slider", 9), kept
 * free of React so they can be tested one by one. Values are in the slider's own units (major currency units
 * for a price).
 */
export interface SliderBounds {
  min: number;
  max: number;
  step: number;
  validSteps: readonly number[];
}

export interface SliderRange {
  from: number;
  to: number;
}

export type Handle = 'from' | 'to';

export const DEFAULT_SLIDER_STEP = 5;
/** A value this close to a valid step or an edge lands on it (inclusive). */
export const SNAP_DELTA = 100;

/** The slider's step, or the default 5 when the contract gives 0 (or nothing usable). */
export function effectiveStep(bounds: Pick<SliderBounds, 'step'>): number {
  return Number.isFinite(bounds.step) && bounds.step > 0 ? bounds.step : DEFAULT_SLIDER_STEP;
}

/** Arithmetic on decimal steps leaves float dust (0.1 + 0.2); values shown and sent stay clean. */
const clean = (value: number): number => Number(value.toFixed(6));

const clamp = (value: number, min: number, max: number): number => Math.min(max, Math.max(min, value));

/** Where a handle may come to rest by snapping: the valid steps inside the range, and both edges. */
function snapTargets(bounds: SliderBounds): number[] {
  const inside = bounds.validSteps.filter((v) => v >= bounds.min && v <= bounds.max);
  return [...new Set([bounds.min, ...inside, bounds.max])].sort((a, b) => a - b);
}

const attractorOf = (value: number, targets: readonly number[]): number | undefined =>
  targets.find((t) => Math.abs(t - value) <= SNAP_DELTA);

/**
 * A raw position (a pointer drag) as the slider keeps it: the nearest valid step or edge when it is within
 * the snap delta, otherwise the nearest multiple of the step counted from min that no valid step attracts
 * (so a kept value never sits inside a snap zone). Always inside [min, max].
 */
export function snapValue(raw: number, bounds: SliderBounds): number {
  const value = clamp(raw, bounds.min, bounds.max);
  const targets = snapTargets(bounds);
  let nearest: number | null = null;
  for (const target of targets) {
    const distance = Math.abs(target - value);
    if (distance <= SNAP_DELTA && (nearest === null || distance < Math.abs(nearest - value)))
      nearest = target;
  }
  if (nearest !== null) return nearest;
  const step = effectiveStep(bounds);
  const index = (value - bounds.min) / step;
  const onGrid = (i: number) => clean(clamp(bounds.min + i * step, bounds.min, bounds.max));
  const free = [onGrid(Math.floor(index)), onGrid(Math.ceil(index))]
    .filter((v) => attractorOf(v, targets) === undefined)
    .sort((a, b) => Math.abs(a - value) - Math.abs(b - value));
  return free[0] ?? onGrid(Math.round(index));
}

/**
 * The next value a handle can rest on in a direction (keyboard arrows). Plain stepping would be caught by the
 * snap: one step past a valid step snaps straight back to it, so the key would seem dead. Resting values are
 * the snap targets, and the step multiples that no target attracts.
 */
export function nextValue(value: number, direction: 1 | -1, bounds: SliderBounds): number {
  const step = effectiveStep(bounds);
  const targets = snapTargets(bounds);
  const ahead = (v: number) => (direction === 1 ? v > value : v < value);
  const target = direction === 1 ? targets.find(ahead) : [...targets].reverse().find(ahead);

  // The first multiple of the step strictly beyond `from` (the epsilon absorbs float dust on the grid).
  const gridBeyond = (from: number) => {
    const index = (from - bounds.min) / step;
    const next = direction === 1 ? Math.floor(index + 1e-9) + 1 : Math.ceil(index - 1e-9) - 1;
    return clean(bounds.min + next * step);
  };
  let grid = gridBeyond(value);
  for (;;) {
    const attractor = attractorOf(grid, targets);
    if (attractor === undefined) break;
    // Jump past the attractor's snap zone in one go, then back onto the step grid.
    grid = gridBeyond(attractor + direction * SNAP_DELTA);
    if (grid > bounds.max || grid < bounds.min) break;
  }
  const gridOk = grid <= bounds.max && grid >= bounds.min;
  const candidates = [target, gridOk ? grid : undefined].filter((v): v is number => v !== undefined);
  if (candidates.length === 0) return value;
  return clean(direction === 1 ? Math.min(...candidates) : Math.max(...candidates));
}

/**
 * Keeps the lower handle strictly below the upper one: a handle that would reach or cross the other stops
 * one step short of it (and never leaves [min, max]).
 */
export function ordered(range: SliderRange, moved: Handle, bounds: SliderBounds): SliderRange {
  const step = effectiveStep(bounds);
  if (moved === 'from') {
    const from = range.from >= range.to ? clean(Math.max(bounds.min, range.to - step)) : range.from;
    return { from, to: range.to };
  }
  const to = range.to <= range.from ? clean(Math.min(bounds.max, range.from + step)) : range.to;
  return { from: range.from, to };
}

/** A handle dragged to a raw position: snapped, then kept in order. */
export function dragHandle(
  range: SliderRange,
  handle: Handle,
  raw: number,
  bounds: SliderBounds,
): SliderRange {
  return ordered({ ...range, [handle]: snapValue(raw, bounds) }, handle, bounds);
}

/** A handle moved by keys: `steps` resting values in a direction (PageUp/PageDown move several). */
export function stepHandle(
  range: SliderRange,
  handle: Handle,
  direction: 1 | -1,
  bounds: SliderBounds,
  steps = 1,
): SliderRange {
  let value = range[handle];
  for (let i = 0; i < steps; i++) value = nextValue(value, direction, bounds);
  return ordered({ ...range, [handle]: value }, handle, bounds);
}

/** Home/End: a handle as far as it may go (the other handle, less a step, limits it). */
export function handleToEdge(range: SliderRange, handle: Handle, edge: 'min' | 'max', bounds: SliderBounds) {
  return ordered({ ...range, [handle]: bounds[edge] }, handle, bounds);
}

/** The range the server sent, inside the bounds (a stored selection may lie outside a narrower listing). */
export function initialRange(range: SliderRange, bounds: SliderBounds): SliderRange {
  return {
    from: clamp(range.from, bounds.min, bounds.max),
    to: clamp(range.to, bounds.min, bounds.max),
  };
}

/** The label '%1 - %2' (spec 9), each value formatted by the caller (a price in the store's currency). */
export function sliderLabel(range: SliderRange, format: (value: number) => string): string {
  return `${format(range.from)} - ${format(range.to)}`;
}

/**
 * Where committing a range goes: the current URL with `{requestVar}={from}-{to}` set (other parameters kept
 * in place) and without the page number, so the shopper starts at page 1 of the narrower list.
 */
export function sliderUrl(
  location: { pathname: string; search: string },
  requestVar: string,
  range: SliderRange,
): string {
  const search = new URLSearchParams(location.search);
  return `${location.pathname}${withQuery(search, { [requestVar]: `${range.from}-${range.to}`, p: null })}`;
}
