import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderApp } from '../../../test-utils';

// The contract's example product has two sections: "The movement" (a picture) and "On the wrist" (a film).
const PAGE = '/en-int/heritage-chronograph.html';

/** Where each section sits on screen (jsdom lays nothing out); jsdom's viewport is 768 px high. */
let tops = [0, 2000];
beforeEach(() => {
  tops = [0, 2000];
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const index = [...document.querySelectorAll('.parallax__slide')].indexOf(this);
    const top = index >= 0 ? (tops[index] ?? 0) : 0;
    return { top, height: 1000, bottom: top + 1000, left: 0, right: 0, width: 0, x: 0, y: top } as DOMRect;
  });
});
afterEach(() => {
  Reflect.deleteProperty(window, 'matchMedia');
  Reflect.deleteProperty(window, 'IntersectionObserver');
});

const bullet = (name: RegExp) => screen.getByRole('button', { name });
const frames = () => [...document.querySelectorAll<HTMLElement>('.parallax__frame')];

function prefersReducedMotion() {
  window.matchMedia = ((query: string) => ({
    matches: query === '(prefers-reduced-motion: reduce)',
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

describe('parallax features (spec 9 "Parallax")', () => {
  test('a section’s picture is blurred 20 px until it scrolls in; the bullets follow the active one', async () => {
    renderApp(PAGE);
    expect(await screen.findByRole('heading', { level: 3, name: 'The movement' })).toBeInTheDocument();
    expect(bullet(/^Section 1 of 2: The movement/)).toHaveAttribute('aria-current', 'true');
    expect(bullet(/^Section 2 of 2: On the wrist/)).not.toHaveAttribute('aria-current');
    expect(frames()[0]!.style.filter).toBe('');
    expect(frames()[1]!.style.filter).toBe('blur(20.0px)');

    // 168 of 1000 px in view on a phone-sized window: the blur fades out over the first 0.3 of the section.
    tops = [-1200, 600];
    fireEvent.scroll(window);
    await waitFor(() => expect(frames()[1]!.style.filter).toBe('blur(8.8px)'));
    expect(bullet(/^Section 1 of 2/)).toHaveAttribute('aria-current', 'true');

    tops = [-1500, 400];
    fireEvent.scroll(window);
    await waitFor(() => expect(bullet(/^Section 2 of 2/)).toHaveAttribute('aria-current', 'true'));
    expect(frames()[1]!.style.filter).toBe('');
  });

  test('a bullet scrolls to its section in 200 ms and moves the focus there', async () => {
    const scrollTo = jest.fn();
    window.scrollTo = scrollTo as typeof window.scrollTo;
    const { user } = renderApp(PAGE);
    await user.click(await screen.findByRole('button', { name: /^Section 2 of 2/ }));
    await waitFor(() => expect(scrollTo).toHaveBeenLastCalledWith(0, 2000));
    const positions = scrollTo.mock.calls.map(([, y]) => y as number);
    expect(positions.some((y) => y > 0 && y < 2000)).toBe(true);
    expect(screen.getByRole('article', { name: 'On the wrist' })).toHaveFocus();
  });

  test('the film plays muted and inline within 100 px of the viewport, and pauses outside', async () => {
    let observed: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit } | null =
      null;
    window.IntersectionObserver = class {
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        observed = { callback, options };
      }
      observe() {}
      disconnect() {}
    } as unknown as typeof IntersectionObserver;
    const play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const pause = jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
    renderApp(PAGE);
    const film = await screen.findByLabelText<HTMLVideoElement>('Heritage Chronograph on the wrist');
    expect(film.muted).toBe(true);
    expect(film).toHaveAttribute('playsinline');
    expect(film.loop).toBe(true);
    expect(observed!.options).toEqual({ rootMargin: '100px' });
    const entry = (isIntersecting: boolean) => [{ isIntersecting } as IntersectionObserverEntry];
    observed!.callback(entry(true), {} as IntersectionObserver);
    expect(play).toHaveBeenCalledTimes(1);
    observed!.callback(entry(false), {} as IntersectionObserver);
    expect(pause).toHaveBeenCalled();
  });

  test('with reduced motion: no blur, the film waits for the visitor, bullets jump at once', async () => {
    prefersReducedMotion();
    const scrollTo = jest.fn();
    window.scrollTo = scrollTo as typeof window.scrollTo;
    const { user } = renderApp(PAGE);
    const film = await screen.findByLabelText<HTMLVideoElement>('Heritage Chronograph on the wrist');
    expect(film).toHaveAttribute('controls');
    expect(frames().map((f) => f.style.filter)).toEqual(['', '']);
    await user.click(bullet(/^Section 2 of 2/));
    expect(scrollTo.mock.calls).toEqual([[0, 2000]]);
  });
});
