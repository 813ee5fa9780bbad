import { Pacer } from './pacer';

/** A sleep that resolves only when the test says so, and records what was asked. */
function manualSleep() {
  const asked: number[] = [];
  const pending: (() => void)[] = [];
  const wait = (ms: number) => {
    asked.push(ms);
    return new Promise<void>((resolve) => pending.push(resolve));
  };
  const releaseAll = () => pending.splice(0).forEach((resolve) => resolve());
  return { asked, wait, releaseAll };
}

describe('Pacer', () => {
  it('holds an answer for the time asked', async () => {
    const clock = manualSleep();
    const pacer = new Pacer(10, clock.wait);
    let done = false;
    const paused = pacer.pause(500).then(() => (done = true));
    await Promise.resolve();
    expect(clock.asked).toEqual([500]);
    expect(done).toBe(false);
    expect(pacer.holding).toBe(1);
    clock.releaseAll();
    await paused;
    expect(done).toBe(true);
    expect(pacer.holding).toBe(0);
  });

  it('never holds more than its ceiling: past it answers leave at once', async () => {
    const clock = manualSleep();
    const pacer = new Pacer(2, clock.wait);
    const held = [pacer.pause(1000), pacer.pause(1000)];
    await pacer.pause(1000);
    expect(clock.asked).toEqual([1000, 1000]);
    expect(pacer.holding).toBe(2);
    clock.releaseAll();
    await Promise.all(held);
    expect(pacer.holding).toBe(0);
  });

  it('does not sleep for no delay', async () => {
    const clock = manualSleep();
    await new Pacer(2, clock.wait).pause(0);
    expect(clock.asked).toEqual([]);
  });
});
