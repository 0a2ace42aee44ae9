import { useEffect, useState } from 'react';

/** True `delayMs` after `when` became true; false as soon as `when` is false. */
export function useDelayedVisibility(when: boolean, delayMs: number): boolean {
  const [elapsed, setElapsed] = useState(false);
  useEffect(() => {
    if (!when) return;
    const timer = setTimeout(() => setElapsed(true), delayMs);
    return () => {
      clearTimeout(timer);
      setElapsed(false);
    };
  }, [when, delayMs]);
  return when && elapsed;
}
