import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'shared-ui';
import ProgressPie from './ProgressPie';
import PaydexDial, { dialAngle } from './PaydexDial';
import ScoreHistoryChart from './ScoreHistoryChart';
import { ProgressPie as LazyPie } from './lazy-charts';

const wrap = (ui: React.ReactElement) => render(<ThemeProvider>{ui}</ThemeProvider>);

it('draws one slice per flag, the filled ones marked', () => {
  const { container } = wrap(<ProgressPie slices={[true, true, false, false]} label="2 of 4" />);
  expect(screen.getByRole('img', { name: '2 of 4' })).toBeInTheDocument();
  expect(container.querySelectorAll('path')).toHaveLength(4);
  expect(container.querySelectorAll('path[data-filled="true"]')).toHaveLength(2);
});

it('loads the pie lazily: a placeholder first, then the chart', async () => {
  wrap(<LazyPie slices={[true]} label="lazy pie" />);
  expect(screen.queryByRole('img', { name: 'lazy pie' })).toBeNull();
  expect(await screen.findByRole('img', { name: 'lazy pie' })).toBeInTheDocument();
});

it('puts dial values on a half circle', () => {
  expect(dialAngle(0, 100)).toBeCloseTo(-Math.PI / 2);
  expect(dialAngle(100, 100)).toBeCloseTo(Math.PI / 2);
  expect(dialAngle(150, 100)).toBeCloseTo(Math.PI / 2);
  const { container } = wrap(
    <PaydexDial
      value={80}
      colour="#2e7d32"
      bands={[
        { min: 0, colour: 'red' },
        { min: 50, colour: 'orange' },
        { min: 80, colour: 'green' },
      ]}
    />,
  );
  expect(container.querySelector('[data-testid="dial-value"]')).not.toBeNull();
});

it('draws a line and a point per save for each score, with the first and last dates', () => {
  const { container } = wrap(
    <ScoreHistoryChart
      series={[
        {
          name: 'CapitalScore',
          min: 500,
          max: 1000,
          colour: 'blue',
          points: [
            { at: new Date(2026, 9, 23), score: 640 },
            { at: new Date(2026, 10, 20), score: 712 },
          ],
        },
        { name: 'PAYDEX', min: 0, max: 100, colour: 'green', dashed: true, points: [{ at: new Date(2026, 10, 1), score: 80 }] },
      ]}
    />,
  );
  expect(container.querySelectorAll('[data-series="CapitalScore"] circle')).toHaveLength(2);
  expect(container.querySelectorAll('[data-series="PAYDEX"] circle')).toHaveLength(1);
  expect(container.textContent).toContain('Oct 23');
  expect(container.textContent).toContain('Nov 20');
});
