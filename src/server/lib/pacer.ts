export type Sleep = (ms: number) => Promise<void>;

export const sleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Holds answers back for a while (a failed sign-in answers more slowly each time), with at most `maxHeld`
 * answers held at once: past that an answer leaves at once, so a flood of requests cannot pile up held
 * connections and timers. The delay only slows a client that waits for each answer; what stops a guesser
 * is the captcha that follows.
 */
export class Pacer {
  private held = 0;

  constructor(
    private readonly maxHeld: number,
    private readonly wait: Sleep = sleep,
  ) {}

  async pause(ms: number): Promise<void> {
    if (ms <= 0 || this.held >= this.maxHeld) return;
    this.held += 1;
    try {
      await this.wait(ms);
    } finally {
      this.held -= 1;
    }
  }

  /** Answers held right now (for tests and metrics). */
  get holding(): number {
    return this.held;
  }
}
