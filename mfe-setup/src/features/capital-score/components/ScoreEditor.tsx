import { useState } from 'react';
import styled from 'styled-components';
import { Button, IconButton } from 'shared-ui';
import { Form, FormTextField, useForm } from 'shared-ui/forms';
import { PencilIcon } from './PencilIcon';

const Narrow = styled.div`
  input {
    width: 7rem;
  }
`;

export interface ScoreEditorProps {
  /** The accessible name of the number input and the edit button ("CapitalScore", "PAYDEX score"). */
  label: string;
  value: number | null;
  min: number;
  max: number;
  /** Receives the raw text: the caller clamps it (spec 2 section 5) and shows the outcome (the spec's toasts). */
  onConfirm: (raw: string) => Promise<unknown> | void;
}

/** The edit icon that turns a score into a number input (min/max, no message) with a confirm button. */
export function ScoreEditor({ label, value, min, max, onConfirm }: ScoreEditorProps) {
  const [editing, setEditing] = useState(false);
  if (!editing) return <IconButton label={`Edit ${label}`} icon={<PencilIcon />} onClick={() => setEditing(true)} />;
  return <ScoreEditorForm label={label} value={value} min={min} max={max} onConfirm={onConfirm} onDone={() => setEditing(false)} />;
}

function ScoreEditorForm({ label, value, min, max, onConfirm, onDone }: ScoreEditorProps & { onDone: () => void }) {
  const form = useForm<{ score: string }>({ defaultValues: { score: value === null ? '' : String(value) } });
  return (
    <Form
      form={form}
      inline
      aria-label={`Edit ${label}`}
      onSubmit={({ score }) => onConfirm(score)}
      onSuccess={onDone}
      submitLabel="Confirm"
      busyLabel="Saving..."
      actions={
        <Button size="sm" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      }
    >
      <Narrow
        onKeyDown={(e) => {
          if (e.key === 'Escape') onDone();
        }}
      >
        <FormTextField form={form} name="score" label={label} type="number" min={min} max={max} autoFocus />
      </Narrow>
    </Form>
  );
}
