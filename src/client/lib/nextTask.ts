/**
 * Resolves in a task of its own, so that the browser may paint and handle input in between. A message to itself
 * rather than `setTimeout(0)`: not clamped to 4 ms once nested, and not held back by jest's fake timers.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof MessageChannel === 'undefined') {
      setTimeout(resolve, 0);
      return;
    }
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
