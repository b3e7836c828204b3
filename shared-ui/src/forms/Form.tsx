import type { ReactNode } from 'react';
import { get, useFormState, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { Button, markHandled, toApiError } from 'shared-ui';
import styled from 'styled-components';
import { FormAlert, SERVER_ERROR } from './FormAlert';

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

export interface FormProps<V extends FieldValues, R> {
  form: UseFormReturn<V>;
  /** Saves the values; throws (or rejects) on failure, e.g. `(values) => addAccount(values).unwrap()`. */
  onSubmit: (values: V) => Promise<R> | R;
  /** After a successful save (close a modal, toast, reset): `onSuccess(result, values)`. */
  onSuccess?: (result: R, values: V) => void;
  submitLabel: ReactNode;
  /** The submit button's text while saving ("Adding...", "Saving..."). */
  busyLabel?: ReactNode;
  /** Keeps the form busy beyond the save, e.g. while the next page opens after a sign-in. */
  isBusy?: boolean;
  /** More buttons next to submit (Cancel). */
  actions?: ReactNode;
  fullWidthSubmit?: boolean;
  /** Accessible name of the form. */
  'aria-label'?: string;
  id?: string;
  children?: ReactNode;
}

/**
 * A react-hook-form form wired to the kit: the browser's own validation is off (the fields show the spec's
 * messages), the submit button is busy while `onSubmit` runs, a failure becomes an `ApiError` shown on its field
 * (`error.field`, when the form has it) or in the form's alert, it is not toasted again, and every value typed
 * stays as it was.
 */
export function Form<V extends FieldValues, R = unknown>({
  form, onSubmit, onSuccess, submitLabel, busyLabel, isBusy = false, actions, fullWidthSubmit, children, id, 'aria-label': ariaLabel,
}: FormProps<V, R>) {
  const { isSubmitting } = useFormState({ control: form.control });
  const busy = isSubmitting || isBusy;

  const submit = form.handleSubmit(async (values) => {
    form.clearErrors(SERVER_ERROR as Path<V>);
    let result: R;
    try {
      result = await onSubmit(values);
    } catch (caught) {
      markHandled(caught);
      const error = toApiError(caught);
      if (error.field && get(values, error.field) !== undefined) {
        form.setError(error.field as Path<V>, { type: 'server', message: error.message }, { shouldFocus: true });
      } else {
        form.setError(SERVER_ERROR as Path<V>, { type: 'server', message: error.message });
      }
      return;
    }
    onSuccess?.(result, values);
  });

  return (
    <StyledForm id={id} aria-label={ariaLabel} noValidate aria-busy={busy || undefined} onSubmit={(event) => void submit(event)}>
      {children}
      <FormAlert form={form} />
      <Actions>
        {actions}
        <Button type="submit" isBusy={busy} busyLabel={busyLabel} fullWidth={fullWidthSubmit}>
          {submitLabel}
        </Button>
      </Actions>
    </StyledForm>
  );
}
