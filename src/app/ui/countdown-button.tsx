import { useEffect, useState, type ReactNode } from 'react';
import { SecondaryButton } from './buttons';

interface CountdownButtonProps {
  /** Seconds to wait after a successful press before the next (spec §9: the caller gives the duration). */
  seconds: number;
  /** Does the work; resolves true when it worked, which starts the countdown. */
  onPress: () => Promise<boolean>;
  children: ReactNode;
  busyLabel: ReactNode;
  /** The label while counting down, given the seconds left. */
  waitingLabel: (secondsLeft: number) => ReactNode;
}

/**
 * A button that, once it worked, counts down before it can be pressed again (resending an e-mail, say). It stays
 * focusable while busy or waiting, so keyboard focus is not lost, and says how long is left.
 */
export function CountdownButton({ seconds, onPress, children, busyLabel, waitingLabel }: CountdownButtonProps) {
  const [left, setLeft] = useState(0);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (left <= 0) return undefined;
    const timer = setTimeout(() => setLeft((value) => value - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  const blocked = busy || left > 0;
  const press = async () => {
    if (blocked) return;
    setBusy(true);
    try {
      if (await onPress()) setLeft(seconds);
    } finally {
      setBusy(false);
    }
  };
  return (
    <SecondaryButton type="button" aria-disabled={blocked || undefined} aria-busy={busy} onClick={() => void press()}>
      {busy ? busyLabel : left > 0 ? waitingLabel(left) : children}
    </SecondaryButton>
  );
}
