import { act, render, screen } from '@testing-library/react';
import { useMediaQuery } from './useMediaQuery';

function Probe({ query }: { query: string }) {
  return <p>{useMediaQuery(query) ? 'matches' : 'does not match'}</p>;
}

/** A matchMedia whose answer the test changes, telling its listeners as a browser would. */
function fakeMatchMedia(initial: boolean) {
  let matches = initial;
  const listeners = new Set<() => void>();
  const list = {
    get matches() {
      return matches;
    },
    addEventListener: (_type: 'change', listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: 'change', listener: () => void) => listeners.delete(listener),
  };
  window.matchMedia = jest.fn(() => list as unknown as MediaQueryList);
  return {
    listeners,
    set(next: boolean) {
      matches = next;
      listeners.forEach((listener) => listener());
    },
  };
}

describe('useMediaQuery', () => {
  const original = window.matchMedia;
  afterEach(() => {
    window.matchMedia = original;
  });

  test('is false where matchMedia does not exist (jsdom, the server)', () => {
    render(<Probe query="(min-width: 1024px)" />);
    expect(screen.getByText('does not match')).toBeInTheDocument();
  });

  test('follows the query as it changes and stops listening when unmounted', () => {
    const media = fakeMatchMedia(false);
    const { unmount } = render(<Probe query="(min-width: 1024px)" />);
    expect(screen.getByText('does not match')).toBeInTheDocument();
    act(() => media.set(true));
    expect(screen.getByText('matches')).toBeInTheDocument();
    unmount();
    expect(media.listeners.size).toBe(0);
  });
});
