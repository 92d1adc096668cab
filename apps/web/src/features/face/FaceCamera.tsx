// The camera preview with a face-shaped guide; `capture()` takes 2-3 frames as JPEG blobs. Used by the face check
// dialog and /faceRecognition (plain markup: no antd, the public page stays light). The stream stops on unmount.
import { RECORD_BLOCK } from '@etp/contracts';
import { forwardRef, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './i18n';

export interface FaceCameraHandle {
  /** Takes `count` frames a moment apart, as JPEG. */
  capture(count?: number): Promise<Blob[]>;
}

const FRAME_GAP_MS = 250;
const JPEG_QUALITY = 0.9;

function frameOf(video: HTMLVideoElement): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = video.videoWidth || 640;
  canvas.height = video.videoHeight || 480;
  canvas.getContext('2d')?.drawImage(video, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no frame'))), 'image/jpeg', JPEG_QUALITY),
  );
}

export const FaceCamera = forwardRef<FaceCameraHandle, { onReady?: (ready: boolean) => void }>(function FaceCamera(
  { onReady },
  ref,
) {
  const { t } = useTranslation('face');
  const video = useRef<HTMLVideoElement>(null);
  const [error, setError] = useState<'denied' | 'missing' | null>(null);

  useEffect(() => {
    let stream: MediaStream | null = null;
    let stopped = false;
    if (!navigator.mediaDevices?.getUserMedia) {
      setError('missing');
      return;
    }
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'user', width: { ideal: 640 }, height: { ideal: 480 } }, audio: false })
      .then((s) => {
        if (stopped) {
          for (const track of s.getTracks()) track.stop();
          return;
        }
        stream = s;
        if (video.current) video.current.srcObject = s;
      })
      .catch((e: unknown) => setError((e as Error).name === 'NotFoundError' ? 'missing' : 'denied'));
    return () => {
      stopped = true;
      if (stream) for (const track of stream.getTracks()) track.stop();
      onReady?.(false);
    };
  }, [onReady]);

  useImperativeHandle(ref, () => ({
    async capture(count = 3) {
      const el = video.current;
      if (!el) throw new Error('no camera');
      const frames: Blob[] = [];
      for (let i = 0; i < count; i++) {
        if (i > 0) await new Promise((resolve) => setTimeout(resolve, FRAME_GAP_MS));
        frames.push(await frameOf(el));
      }
      return frames;
    },
  }));

  if (error)
    return (
      <p role="alert" style={{ color: '#cf1322' }} data-testid="face-camera-error">
        {t(error === 'missing' ? 'cameraMissing' : 'cameraDenied')}
      </p>
    );
  // The camera never reaches a session recording: its frame is an empty box in a replay.
  return (
    <div
      {...RECORD_BLOCK}
      style={{
        position: 'relative',
        width: '100%',
        maxWidth: 360,
        margin: '0 auto',
        aspectRatio: '3 / 4',
        background: '#000',
        borderRadius: 8,
        overflow: 'hidden',
      }}
    >
      <video
        ref={video}
        autoPlay
        playsInline
        muted
        onLoadedData={() => onReady?.(true)}
        data-testid="face-video"
        style={{ width: '100%', height: '100%', objectFit: 'cover', transform: 'scaleX(-1)' }}
      />
      <svg viewBox="0 0 300 400" aria-hidden style={{ position: 'absolute', inset: 0, width: '100%', height: '100%' }}>
        <defs>
          <mask id="face-guide-mask">
            <rect width="300" height="400" fill="white" />
            <ellipse cx="150" cy="180" rx="95" ry="128" fill="black" />
          </mask>
        </defs>
        <rect width="300" height="400" fill="rgba(0,0,0,0.45)" mask="url(#face-guide-mask)" />
        <ellipse
          cx="150"
          cy="180"
          rx="95"
          ry="128"
          fill="none"
          stroke="#52c41a"
          strokeWidth="3"
          strokeDasharray="8 6"
        />
      </svg>
      <div
        style={{ position: 'absolute', bottom: 12, width: '100%', textAlign: 'center', color: '#fff', fontSize: 14 }}
      >
        {t('guide')}
      </div>
    </div>
  );
});
