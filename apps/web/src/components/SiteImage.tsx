// A site-provided image (QR code, contact card); an empty or broken source shows a placeholder.
import { useState } from 'react';
import { LineIcon } from './LineIcon';

export function SiteImage({ src, alt, size }: { src: string; alt: string; size: number }) {
  const [broken, setBroken] = useState(false);
  if (!src || broken) {
    return (
      <div
        role="img"
        aria-label={alt}
        style={{
          width: size,
          height: size,
          display: 'grid',
          placeItems: 'center',
          background: '#f0f2f5',
          color: '#bfbfbf',
        }}
      >
        <LineIcon name="picture" size={size / 3} />
      </div>
    );
  }
  return <img src={src} alt={alt} width={size} height={size} onError={() => setBroken(true)} />;
}
