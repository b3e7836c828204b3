import styled from 'styled-components';
import { Card } from 'shared-ui';
import { Form, FormTextField, useForm } from 'shared-ui/forms';
import { PAYDEX_MAX, PAYDEX_MIN } from '../../../lib/scores/paydex';

const Narrow = styled.div`
  input {
    width: 8rem;
  }
`;

/** The further panel that takes the PAYDEX score (clamped to 0-100 on save; the saves toast their outcome). */
export function PaydexScoreForm({ onSave }: { onSave: (raw: string) => Promise<unknown> | void }) {
  const form = useForm<{ score: string }>({ defaultValues: { score: '' } });
  return (
    <Card title="Update PAYDEX Score">
      <Form
        form={form}
        inline
        aria-label="Update PAYDEX Score"
        onSubmit={({ score }) => onSave(score)}
        onSuccess={() => form.reset()}
        canSubmit={({ score }) => score.trim() !== ''}
        submitLabel="Save PAYDEX Score"
        busyLabel="Saving..."
      >
        <Narrow>
          <FormTextField form={form} name="score" label="PAYDEX score (0-100)" type="number" min={PAYDEX_MIN} max={PAYDEX_MAX} />
        </Narrow>
      </Form>
    </Card>
  );
}
