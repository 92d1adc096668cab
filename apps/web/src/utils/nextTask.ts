// Ends the current task: the browser may paint and answer input before the rest runs. The start-up work is cut into
// steps with it, so that no one long task holds the main thread while a page loads (Lighthouse's Total Blocking
// Time counts every task over 50 ms).
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    // A message, not setTimeout: browsers delay nested timeouts by 4 ms or more.
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
