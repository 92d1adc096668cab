// A QR code drawn in the browser from a text (no server round trip, works offline).
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

export function QrCode({ value, size, alt }: { value: string; size: number; alt: string }) {
  const [src, setSrc] = useState('');
  useEffect(() => {
    let alive = true;
    QRCode.toDataURL(value, { width: size, margin: 1 })
      .then((url) => alive && setSrc(url))
      .catch(() => alive && setSrc(''));
    return () => {
      alive = false;
    };
  }, [value, size]);
  return src ? <img src={src} width={size} height={size} alt={alt} /> : <div style={{ width: size, height: size }} />;
}
