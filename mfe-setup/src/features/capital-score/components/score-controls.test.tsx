import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ThemeProvider } from 'shared-ui';
import type { ScoreRow } from '../../../lib/scores/score-history';
import { CapitalScoreBar } from './CapitalScoreBar';
import { CapitalScorePanel } from './CapitalScorePanel';
import { ScoreEditor } from './ScoreEditor';

function Bar({ onChange }: { onChange: (n: number) => void }) {
  const [value, setValue] = useState(700);
  return (
    <CapitalScoreBar
      value={value}
      onChange={(n) => {
        setValue(n);
        onChange(n);
      }}
    />
  );
}

it('steps the CapitalScore preview with the keyboard within 500-1000', () => {
  const onChange = jest.fn();
  render(
    <ThemeProvider>
      <Bar onChange={onChange} />
    </ThemeProvider>,
  );
  const slider = screen.getByRole('slider', { name: 'CapitalScore' });
  fireEvent.keyDown(slider, { key: 'ArrowRight' });
  fireEvent.keyUp(slider, { key: 'ArrowRight' });
  expect(slider).toHaveAttribute('aria-valuenow', '701');
  fireEvent.keyDown(slider, { key: 'End' });
  fireEvent.keyDown(slider, { key: 'PageUp' });
  expect(slider).toHaveAttribute('aria-valuenow', '1000');
  fireEvent.keyDown(slider, { key: 'Home' });
  fireEvent.keyDown(slider, { key: 'ArrowDown' });
  expect(slider).toHaveAttribute('aria-valuenow', '500');
  expect(onChange).toHaveBeenLastCalledWith(500);
});

// The panel against its two boundaries (the save and the undo), as the page hands them over.
function renderPanel(latest: ScoreRow | null = { id: 'r0', score: 700, last_updated_at: '2026-12-01T10:00:00Z' }) {
  let current = latest;
  const saved: number[] = [];
  const onSave = jest.fn(async (value: unknown) => {
    saved.push(Number(value));
    current = { id: `r${saved.length}`, score: Number(value), last_updated_at: '2026-12-07T09:30:00Z' };
    view.rerender(panel());
    return current;
  });
  const onUndo = jest.fn(async () => {
    current = latest;
    view.rerender(panel());
    return true;
  });
  const panel = () => (
    <ThemeProvider>
      <CapitalScorePanel latest={current} onSave={onSave} onUndo={onUndo} isSaving={false} />
    </ThemeProvider>
  );
  const view = render(panel());
  return { onSave, onUndo, saved };
}

describe('CapitalScorePanel: preview, one Save, Undo (DECISIONS 17)', () => {
  it('labels the saved figure self-reported with the time it was entered', () => {
    renderPanel();
    expect(screen.getByTestId('capital-score')).toHaveTextContent('700');
    expect(screen.getByText('Self-reported')).toBeInTheDocument();
    expect(screen.getByTestId('capital-as-of')).toHaveTextContent(/^Self-reported on Dec 1, 2026/);
  });

  it('arrow keys and a click on the bar only preview; nothing is saved until Save score', async () => {
    const { onSave } = renderPanel();
    const slider = screen.getByRole('slider', { name: 'CapitalScore' });
    for (let i = 0; i < 5; i += 1) {
      fireEvent.keyDown(slider, { key: 'ArrowRight' });
      fireEvent.keyUp(slider, { key: 'ArrowRight' });
    }
    expect(slider).toHaveAttribute('aria-valuenow', '705');
    expect(slider).toHaveAttribute('aria-valuetext', '705, Emerging, preview not saved');
    fireEvent.pointerDown(screen.getByTestId('capital-track'), { button: 0, clientX: 0 });
    fireEvent.pointerUp(screen.getByTestId('capital-track'), { clientX: 0 });
    expect(onSave).not.toHaveBeenCalled();
    // The figure shown as the owner's score is still the saved one.
    expect(screen.getByTestId('capital-score')).toHaveTextContent('700');
    expect(screen.getByTestId('capital-preview')).toHaveTextContent(/Preview: \d+ \(\w+\), not saved yet/);
  });

  it('Escape or Cancel drops the preview; Save score records it once; Undo takes it back', async () => {
    const { onSave, onUndo, saved } = renderPanel();
    const slider = screen.getByRole('slider', { name: 'CapitalScore' });
    fireEvent.keyDown(slider, { key: 'ArrowUp' });
    fireEvent.keyDown(slider, { key: 'Escape' });
    expect(slider).toHaveAttribute('aria-valuenow', '700');
    expect(screen.queryByRole('button', { name: 'Save score' })).not.toBeInTheDocument();

    fireEvent.keyDown(slider, { key: 'PageUp' });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(slider).toHaveAttribute('aria-valuenow', '700');

    fireEvent.keyDown(slider, { key: 'End' });
    await userEvent.click(screen.getByRole('button', { name: 'Save score' }));
    expect(saved).toEqual([1000]);
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('capital-score')).toHaveTextContent('1000');
    expect(screen.getByTestId('capital-tier')).toHaveTextContent('Prime');
    expect(screen.getByTestId('capital-preview')).toHaveTextContent('Saved 1000 as your self-reported CapitalScore.');

    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(onUndo).toHaveBeenCalledWith('r1');
    expect(screen.getByTestId('capital-score')).toHaveTextContent('700');
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
  });

  it('a failed save keeps the preview to try again, and offers no undo', async () => {
    const onSave = jest.fn(async () => null);
    render(
      <ThemeProvider>
        <CapitalScorePanel latest={null} onSave={onSave} onUndo={jest.fn()} isSaving={false} />
      </ThemeProvider>,
    );
    expect(screen.getByTestId('capital-score')).toHaveTextContent('Not set');
    expect(screen.queryByText('Self-reported')).not.toBeInTheDocument();
    fireEvent.keyDown(screen.getByRole('slider', { name: 'CapitalScore' }), { key: 'ArrowRight' });
    await act(async () => userEvent.click(screen.getByRole('button', { name: 'Save score' })));
    expect(onSave).toHaveBeenCalledWith(501);
    expect(screen.getByRole('button', { name: 'Save score' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
  });
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
