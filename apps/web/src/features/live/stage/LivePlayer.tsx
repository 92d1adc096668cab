// The live and replay player: native HLS where the browser has it (Safari, iOS), otherwise hls.js, loaded only here.
// The pass in the address renews (watchLive refetches before it expires): every request hls.js makes carries the
// newest one; native HLS keeps the address it was given, so when a request fails it loads the newest address.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './live.module.css';
import '../i18n';

interface Props {
  /** The pull address (with its pass as `t`, or an external stream). */
  src: string;
  /** The newest pass: replaces `t` in every playlist and segment request. */
  token: string;
  live: boolean;
  onPlayingChange?: (playing: boolean) => void;
  /** The video element, for the caller to read the position. */
  videoRef?: React.RefObject<HTMLVideoElement | null>;
}

const withToken = (url: string, token: string) => {
  const parsed = new URL(url, window.location.href);
  if (parsed.searchParams.has('t')) parsed.searchParams.set('t', token);
  return parsed.toString();
};

export function LivePlayer({ src, token, live, onPlayingChange, videoRef }: Props) {
  const { t } = useTranslation('live');
  const ownRef = useRef<HTMLVideoElement | null>(null);
  const ref = videoRef ?? ownRef;
  const tokenRef = useRef(token);
  tokenRef.current = token;
  const [failed, setFailed] = useState(false);
  const srcRef = useRef(src);
  srcRef.current = src;
  /** The stream without its pass: a renewed pass does not restart the player (xhrSetup reads the newest one). */
  const stream = src.split('?')[0];

  // biome-ignore lint/correctness/useExhaustiveDependencies: restart only for another stream (src and ref via refs)
  useEffect(() => {
    const src = srcRef.current;
    const video = ref.current;
    if (!video) return;
    let destroyed = false;
    let hls: { destroy(): void } | null = null;
    const start = () => void video.play().catch(() => undefined);
    let retry: () => void = () => undefined;
    if (video.canPlayType('application/vnd.apple.mpegurl')) {
      video.src = src;
      start();
      // The pass in the address expired (15-20 minutes): the same stream with the newest pass, once per pass.
      let tried = tokenRef.current;
      retry = () => {
        if (tried === tokenRef.current) return;
        tried = tokenRef.current;
        video.src = withToken(video.src, tokenRef.current);
        start();
      };
      video.addEventListener('error', retry);
    } else {
      void import('hls.js').then(({ default: Hls }) => {
        if (destroyed || !Hls.isSupported()) return;
        const player = new Hls({
          lowLatencyMode: false,
          xhrSetup: (xhr, url) => xhr.open('GET', withToken(url, tokenRef.current), true),
        });
        hls = player;
        player.on(Hls.Events.ERROR, (_event, data) => {
          if (!data.fatal) return;
          setFailed(true);
          if (data.type === Hls.ErrorTypes.MEDIA_ERROR) player.recoverMediaError();
          else player.startLoad();
        });
        player.on(Hls.Events.FRAG_BUFFERED, () => setFailed(false));
        player.loadSource(src);
        player.attachMedia(video);
        player.on(Hls.Events.MANIFEST_PARSED, start);
      });
    }
    return () => {
      destroyed = true;
      hls?.destroy();
      video.removeEventListener('error', retry);
      video.removeAttribute('src');
    };
  }, [stream]);

  return (
    <div className={styles.player}>
      <video
        ref={ref}
        className={styles.video}
        controls
        muted
        playsInline
        data-testid="live-video"
        data-live={live ? '1' : '0'}
        onPlaying={() => onPlayingChange?.(true)}
        onPause={() => onPlayingChange?.(false)}
        onEnded={() => onPlayingChange?.(false)}
      />
      {failed && <div className={styles.notice}>{t('playError')}</div>}
    </div>
  );
}
