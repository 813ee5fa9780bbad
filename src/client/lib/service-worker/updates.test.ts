import { createShopUpdates } from './updates';

const setup = () => {
  const calls: string[] = [];
  const updates = createShopUpdates({
    skipWaiting: () => void calls.push('skipWaiting'),
    reload: () => void calls.push('reload'),
  });
  const states: string[] = [];
  updates.subscribe(() => void states.push(updates.state()));
  return { updates, calls, states };
};

describe('a shop update', () => {
  it('is offered once a new version waits, and taken only when the page asks', () => {
    const { updates, calls, states } = setup();
    expect(updates.state()).toBe('none');
    updates.waiting();
    expect(states).toEqual(['waiting']);
    expect(calls).toEqual([]);
    updates.apply();
    expect(calls).toEqual(['skipWaiting']);
    // The new worker takes over because this page asked: the page reloads into the new version.
    updates.controlling();
    expect(calls).toEqual(['skipWaiting', 'reload']);
  });

  it('asks the waiting worker once, however often the shopper presses', () => {
    const { updates, calls } = setup();
    updates.waiting();
    updates.apply();
    updates.apply();
    expect(calls).toEqual(['skipWaiting']);
  });

  it('does nothing when nothing waits', () => {
    const { updates, calls } = setup();
    updates.apply();
    expect(calls).toEqual([]);
    expect(updates.state()).toBe('none');
  });

  it('never reloads a page that did not ask when another tab took the new version: it waits for its next page', () => {
    const { updates, calls, states } = setup();
    updates.waiting();
    updates.controlling();
    expect(calls).toEqual([]);
    expect(states).toEqual(['waiting', 'active']);
    // The shopper moves on (or presses 'Refresh'): the page loads whole, with the new version's scripts.
    updates.apply();
    expect(calls).toEqual(['reload']);
  });

  it('stops telling a listener that unsubscribed', () => {
    const { updates } = setup();
    const heard: string[] = [];
    const stop = updates.subscribe(() => void heard.push(updates.state()));
    updates.waiting();
    stop();
    updates.controlling();
    expect(heard).toEqual(['waiting']);
  });
});
