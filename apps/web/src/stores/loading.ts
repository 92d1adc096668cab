// The request loading overlay: open while calls run, closed 100 ms after the last one ends.
import { LOADING_CLOSE_DELAY_MS } from '@etp/contracts';
import { create } from 'zustand';

interface LoadingState {
  visible: boolean;
}
export const useLoading = create<LoadingState>()(() => ({ visible: false }));

let running = 0;
let closeTimer: ReturnType<typeof setTimeout> | undefined;

export function startLoading() {
  running += 1;
  clearTimeout(closeTimer);
  if (!useLoading.getState().visible) useLoading.setState({ visible: true });
}

export function endLoading() {
  running = Math.max(0, running - 1);
  if (running > 0) return;
  // The short delay keeps the overlay from flickering between back-to-back calls.
  clearTimeout(closeTimer);
  closeTimer = setTimeout(() => useLoading.setState({ visible: false }), LOADING_CLOSE_DELAY_MS);
}

export const runningRequests = () => running;
