import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { formatClockTime, formatLongDate } from 'shared-ui';

const Time = styled.time`
  font-variant-numeric: tabular-nums;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A clock that ticks every second (not announced: it would be noise for screen readers). */
export function Clock() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <Time dateTime={now.toISOString()} data-testid="clock">
      {formatLongDate(now)}
      {' · '}
      {formatClockTime(now)}
    </Time>
  );
}
