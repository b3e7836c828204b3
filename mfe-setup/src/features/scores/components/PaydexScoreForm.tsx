import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, Card } from 'shared-ui';
import { PAYDEX_MAX, PAYDEX_MIN } from '../../../lib/scores/paydex';

const Row = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.md};
  & label { display: flex; flex-direction: column; gap: ${({ theme }) => theme.space.xs}; font-weight: ${({ theme }) => theme.fontWeights.medium}; }
  & input {
    width: 8rem;
    padding: ${({ theme }) => theme.space.sm};
    font: inherit;
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;

/** The further panel that takes the PAYDEX score (clamped to 0-100 on save). */
export function PaydexScoreForm({ onSave, isSaving }: { onSave: (raw: string) => Promise<void> | void; isSaving: boolean }) {
  const [raw, setRaw] = useState('');
  const handleSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (raw.trim() === '') return;
    await onSave(raw);
    setRaw('');
  };
  return (
    <Card title="Update PAYDEX Score">
      <Row onSubmit={handleSubmit} aria-label="Update PAYDEX Score" noValidate>
        <label>
          PAYDEX score (0-100)
          <input type="number" min={PAYDEX_MIN} max={PAYDEX_MAX} value={raw} onChange={(e) => setRaw(e.target.value)} />
        </label>
        <Button type="submit" isBusy={isSaving} busyLabel="Saving..." disabled={raw.trim() === ''}>Save PAYDEX Score</Button>
      </Row>
    </Card>
  );
}
