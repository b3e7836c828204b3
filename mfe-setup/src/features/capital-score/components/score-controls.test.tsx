import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ThemeProvider } from 'shared-ui';
import { CapitalScoreBar } from './CapitalScoreBar';
import { ScoreEditor } from './ScoreEditor';

function Bar({ onCommit }: { onCommit: (n: number) => void }) {
  const [value, setValue] = useState(700);
  return <CapitalScoreBar value={value} onChange={setValue} onCommit={onCommit} />;
}

it('steps the CapitalScore with the keyboard within 500-1000 and saves on key release', () => {
  const onCommit = jest.fn();
  render(
    <ThemeProvider>
      <Bar onCommit={onCommit} />
    </ThemeProvider>,
  );
  const slider = screen.getByRole('slider', { name: 'CapitalScore' });
  fireEvent.keyDown(slider, { key: 'ArrowRight' });
  expect(slider).toHaveAttribute('aria-valuenow', '701');
  fireEvent.keyUp(slider, { key: 'ArrowRight' });
  expect(onCommit).toHaveBeenLastCalledWith(701);
  fireEvent.keyDown(slider, { key: 'End' });
  fireEvent.keyDown(slider, { key: 'PageUp' });
  fireEvent.keyUp(slider, { key: 'PageUp' });
  expect(onCommit).toHaveBeenLastCalledWith(1000);
  fireEvent.keyDown(slider, { key: 'Home' });
  fireEvent.keyDown(slider, { key: 'ArrowDown' });
  fireEvent.keyUp(slider, { key: 'ArrowDown' });
  expect(onCommit).toHaveBeenLastCalledWith(500);
  expect(onCommit).toHaveBeenCalledTimes(3);
});

it('turns the score into a number input (min 500, max 1000) and hands the typed value over on Confirm', async () => {
  const onConfirm = jest.fn();
  render(
    <ThemeProvider>
      <ScoreEditor label="CapitalScore" value={712} min={500} max={1000} onConfirm={onConfirm} />
    </ThemeProvider>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Edit CapitalScore' }));
  const input = screen.getByRole('spinbutton', { name: 'CapitalScore' });
  expect(input).toHaveValue(712);
  expect(input).toHaveAttribute('min', '500');
  expect(input).toHaveAttribute('max', '1000');
  await userEvent.clear(input);
  await userEvent.type(input, '1200');
  await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
  expect(onConfirm).toHaveBeenCalledWith('1200');
  expect(screen.getByRole('button', { name: 'Edit CapitalScore' })).toBeInTheDocument();
});
