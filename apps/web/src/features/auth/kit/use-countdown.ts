import { useCallback, useEffect, useState } from 'react';

/** Seconds left before a code may be requested again; `start(n)` restarts it. */
export function useCountdown(initial = 0) {
  const [seconds, setSeconds] = useState(initial);
  useEffect(() => {
    if (seconds <= 0) return;
    const timer = setTimeout(() => setSeconds((s) => Math.max(0, s - 1)), 1000);
    return () => clearTimeout(timer);
  }, [seconds]);
  const start = useCallback((value: number) => setSeconds(Math.max(0, Math.round(value))), []);
  return { seconds, start, isRunning: seconds > 0 };
}
