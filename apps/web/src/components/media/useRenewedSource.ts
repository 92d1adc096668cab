// A <video> whose address carries a short-lived media token (15 to 20 minutes): the page reads the address again
// before it expires, but a playing video keeps the address it started with (changing it would reload the video).
// When the video needs the network again after that address expired (the request fails), it goes on from the same
// position with the newest address, playing if it was; without a newer one yet, it asks for one first.
import { type RefObject, useEffect, useRef } from 'react';

interface Options {
  /** The newest address (with its token). */
  url: string;
  /** Where to start on first load (seconds); 0: the beginning. */
  startAt?: number;
  /** Asks for a fresh address (reads it again): it arrives as a new `url`. */
  renew(): void;
}

interface Playback {
  /** The address the element plays from. */
  inUse: string | null;
  /** A position to go back to once the (new) address has loaded. */
  restoreAt: number | null;
  /** Whether the viewer was playing (an error does not say: the element stalls). */
  playing: boolean;
  /** Failed, and waiting for a newer address than the one in use. */
  waiting: boolean;
}

function load(el: HTMLVideoElement, address: string, playback: Playback) {
  playback.inUse = address;
  playback.waiting = false;
  el.src = address;
}

export function useRenewedSource(video: RefObject<HTMLVideoElement | null>, { url, startAt = 0, renew }: Options) {
  const latest = useRef(url);
  latest.current = url;
  const renewRef = useRef(renew);
  renewRef.current = renew;
  const state = useRef<Playback>({
    inUse: null,
    restoreAt: startAt > 0 ? startAt : null,
    playing: false,
    waiting: false,
  });

  useEffect(() => {
    const el = video.current;
    if (!el) return;
    const playback = state.current;
    load(el, latest.current, playback);
    const onLoaded = () => {
      const at = playback.restoreAt;
      playback.restoreAt = null;
      if (at !== null && el.currentTime < at) el.currentTime = at;
      if (playback.playing) void el.play().catch(() => undefined);
    };
    const onPlay = () => {
      playback.playing = true;
    };
    const onPause = () => {
      playback.playing = false;
    };
    const onError = () => {
      // Where it was (a failed request leaves currentTime where playback stopped), then a newer address or a renewal.
      playback.restoreAt = Math.max(el.currentTime, playback.restoreAt ?? 0) || null;
      if (latest.current !== playback.inUse) load(el, latest.current, playback);
      else {
        playback.waiting = true;
        renewRef.current();
      }
    };
    el.addEventListener('loadedmetadata', onLoaded);
    el.addEventListener('play', onPlay);
    el.addEventListener('pause', onPause);
    el.addEventListener('ended', onPause);
    el.addEventListener('error', onError);
    return () => {
      el.removeEventListener('loadedmetadata', onLoaded);
      el.removeEventListener('play', onPlay);
      el.removeEventListener('pause', onPause);
      el.removeEventListener('ended', onPause);
      el.removeEventListener('error', onError);
    };
  }, [video]);

  // A newer address for a video that failed while waiting for one.
  useEffect(() => {
    const el = video.current;
    const playback = state.current;
    if (el && playback.waiting && url !== playback.inUse) load(el, url, playback);
  }, [url, video]);
}
