// A button that stays disabled for a while after each click so a double click acts once.
import { PREVENT_RECLICK_MS } from '@etp/contracts';
import { Button, type ButtonProps } from 'antd';
import { type MouseEvent, useEffect, useRef, useState } from 'react';

export function PreventReclickButton({
  delay = PREVENT_RECLICK_MS,
  onClick,
  disabled,
  ...rest
}: ButtonProps & { delay?: number }) {
  const [locked, setLocked] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const handle = (event: MouseEvent<HTMLElement>) => {
    if (locked) return;
    setLocked(true);
    timer.current = setTimeout(() => setLocked(false), delay);
    onClick?.(event);
  };
  return <Button {...rest} disabled={disabled || locked} onClick={handle} />;
}
