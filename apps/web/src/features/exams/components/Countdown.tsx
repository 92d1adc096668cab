// The time left to the server's deadline (offset = server clock − this device's clock); calls onZero once at zero.
import { useEffect, useRef, useState } from 'react';

const pad = (n: number) => String(n).padStart(2, '0');

export function Countdown({ deadline, offset, onZero }: { deadline: string; offset: number; onZero(): void }) {
  const [now, setNow] = useState(() => Date.now());
  const fired = useRef(false);
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, []);
  const left = Math.max(0, Math.floor((Date.parse(deadline) - (now + offset)) / 1000));
  useEffect(() => {
    if (left === 0 && !fired.current) {
      fired.current = true;
      onZero();
    }
  }, [left, onZero]);
  const h = Math.floor(left / 3600);
  const text = `${h ? `${pad(h)}:` : ''}${pad(Math.floor((left % 3600) / 60))}:${pad(left % 60)}`;
  return (
    <strong
      data-testid="countdown"
      style={{ fontVariantNumeric: 'tabular-nums', color: left < 300 ? '#cf1322' : undefined }}
    >
      {text}
    </strong>
  );
}
