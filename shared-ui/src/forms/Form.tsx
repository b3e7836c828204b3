import type { ReactNode } from 'react';
import { get, useFormState, useWatch, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { Button, toApiError } from 'shared-ui';
import styled from 'styled-components';
import { FormAlert, SERVER_ERROR } from './FormAlert';

const StyledForm = styled.form<{ $inline: boolean }>`
  display: flex;
  flex-direction: ${({ $inline }) => ($inline ? 'row' : 'column')};
  flex-wrap: wrap;
  align-items: ${({ $inline }) => ($inline ? 'flex-end' : 'stretch')};
  gap: ${({ theme, $inline }) => ($inline ? theme.space.sm : theme.space.lg)};
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
  /**
   * When the spec keeps submit disabled until the form is complete ("disabled when any is missing", the
   * "I AGREE" gate): the submit button is enabled only while `canSubmit(values)` holds.
   */
  canSubmit?: (values: V) => boolean;
  /** A "Cancel" button before submit (a secondary button calling it: close the modal, leave the editor). */
  onCancel?: () => void;
  /** More buttons next to submit, after Cancel. */
  actions?: ReactNode;
  fullWidthSubmit?: boolean;
  /** Fields and buttons on one line (a single-value editor, e.g. a score). */
  inline?: boolean;
  /** Accessible name of the form. */
  'aria-label'?: string;
  id?: string;
  children?: ReactNode;
}

interface GatedSubmitProps<V extends FieldValues> {
  form: UseFormReturn<V>;
  canSubmit: (values: V) => boolean;
  isBusy: boolean;
  busyLabel?: ReactNode;
  fullWidth?: boolean;
  children: ReactNode;
}

/** The submit button of a form with `canSubmit`: follows the values (only it re-renders as the user types). */
function GatedSubmit<V extends FieldValues>({ form, canSubmit, isBusy, busyLabel, fullWidth, children }: GatedSubmitProps<V>) {
  useWatch({ control: form.control });
  return (
    <Button type="submit" disabled={!canSubmit(form.getValues())} isBusy={isBusy} busyLabel={busyLabel} fullWidth={fullWidth}>
      {children}
    </Button>
  );
}

/**
 * A react-hook-form form wired to the kit: the browser's own validation is off (the fields show the spec's
 * messages), the submit button is busy while `onSubmit` runs, a failure becomes an `ApiError` shown on its field
 * (`error.field`, when the form has it) or in the form's alert, and every value typed stays as it was. The
 * endpoint it submits declares `extraOptions: CALLER_SHOWS_ERROR` (shared-ui/data) so the failure is not toasted too.
 */
export function Form<V extends FieldValues, R = unknown>({
  form,
  onSubmit,
  onSuccess,
  submitLabel,
  busyLabel,
  isBusy = false,
  canSubmit,
  onCancel,
  actions,
  fullWidthSubmit,
  inline = false,
  children,
  id,
  'aria-label': ariaLabel,
}: FormProps<V, R>) {
  const { isSubmitting } = useFormState({ control: form.control });
  const busy = isSubmitting || isBusy;

  const submit = form.handleSubmit(async (values) => {
    if (canSubmit && !canSubmit(values)) return;
    form.clearErrors(SERVER_ERROR as Path<V>);
    let result: R;
    try {
      result = await onSubmit(values);
    } catch (caught) {
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
    <StyledForm
      $inline={inline}
      id={id}
      aria-label={ariaLabel}
      noValidate
      aria-busy={busy || undefined}
      onSubmit={(event) => void submit(event)}
    >
      {children}
      <FormAlert form={form} />
      <Actions>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        )}
        {actions}
        {canSubmit ? (
          <GatedSubmit form={form} canSubmit={canSubmit} isBusy={busy} busyLabel={busyLabel} fullWidth={fullWidthSubmit}>
            {submitLabel}
          </GatedSubmit>
        ) : (
          <Button type="submit" isBusy={busy} busyLabel={busyLabel} fullWidth={fullWidthSubmit}>
            {submitLabel}
          </Button>
        )}
      </Actions>
    </StyledForm>
  );
}
