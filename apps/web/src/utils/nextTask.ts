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

/**
 * Runs `work` once the page has loaded and the browser is idle (within `timeout` ms of the load): for a chunk a later
 * click may need, which must not take bandwidth or main-thread time from what the page shows first.
 */
export function whenIdle(work: () => void, timeout = 2000) {
  const idle = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(work, { timeout });
    else setTimeout(work, 200);
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
