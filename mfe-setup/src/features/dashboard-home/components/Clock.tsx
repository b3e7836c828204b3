import { useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';

const Time = styled.time`
  font-variant-numeric: tabular-nums;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A clock that ticks every second (not announced: it would be noise for screen readers). */
export function Clock() {
  const [now, setNow] = useState(() => new Date());
  // One formatter per mount: toLocaleDateString with options builds a new one on every tick.
  const format = useMemo(
    () => ({
      day: new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }),
      time: new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', second: '2-digit' }),
    }),
    [],
  );
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <Time dateTime={now.toISOString()} data-testid="clock">
      {format.day.format(now)}
      {' · '}
      {format.time.format(now)}
    </Time>
  );
}
