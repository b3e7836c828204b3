import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, IconButton } from 'shared-ui';
import { PencilIcon } from './PencilIcon';

const Row = styled.form`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  & input {
    width: 7rem;
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
    font: inherit;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;

export interface ScoreEditorProps {
  /** The accessible name of the number input and the edit button ("CapitalScore", "PAYDEX score"). */
  label: string;
  value: number | null;
  min: number;
  max: number;
  /** Receives the raw text: the caller clamps it (spec 2 section 5). */
  onConfirm: (raw: string) => void;
  isSaving?: boolean;
}

/** The edit icon that turns a score into a number input (min/max, no message) with a confirm button. */
export function ScoreEditor({ label, value, min, max, onConfirm, isSaving = false }: ScoreEditorProps) {
  const [editing, setEditing] = useState(false);
  const [raw, setRaw] = useState('');
  if (!editing) {
    return (
      <IconButton label={`Edit ${label}`} icon={<PencilIcon />} onClick={() => { setRaw(value === null ? '' : String(value)); setEditing(true); }} />
    );
  }
  const handleSubmit = (e: FormEvent) => {
    e.preventDefault();
    onConfirm(raw);
    setEditing(false);
  };
  return (
    <Row onSubmit={handleSubmit} noValidate aria-label={`Edit ${label}`}>
      <input type="number" aria-label={label} min={min} max={max} value={raw} onChange={(e) => setRaw(e.target.value)} autoFocus
        onKeyDown={(e) => { if (e.key === 'Escape') setEditing(false); }} />
      <Button type="submit" size="sm" isBusy={isSaving} busyLabel="Saving...">Confirm</Button>
      <Button size="sm" variant="ghost" onClick={() => setEditing(false)}>Cancel</Button>
    </Row>
  );
}
