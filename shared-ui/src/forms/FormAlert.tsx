import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useFormState } from 'react-hook-form';
import styled from 'styled-components';

export type FormAlertTone = 'error' | 'success' | 'info';

const Box = styled.div<{ $tone: FormAlertTone }>`
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  background: ${({ theme, $tone }) => ({ error: theme.colors.dangerSoft, success: theme.colors.successSoft, info: theme.colors.infoSoft })[$tone]};
  color: ${({ theme, $tone }) => ({ error: theme.colors.dangerHover, success: theme.colors.successHover, info: theme.colors.info })[$tone]};
`;

/** Where a form's server error goes when it belongs to no field (`Form` sets it; read it to show it elsewhere). */
export const SERVER_ERROR = 'root.server' as const;

export type FormAlertProps<V extends FieldValues> =
  { tone?: FormAlertTone; children: ReactNode; form?: never } | { form: UseFormReturn<V>; tone?: never; children?: never };

/**
 * A message next to a form: errors are announced at once (role="alert"), confirmations politely (role="status").
 * With `form`, it shows that form's server error (nothing when there is none); `Form` renders one itself.
 */
export function FormAlert<V extends FieldValues>(props: FormAlertProps<V>) {
  if (props.form) return <ServerErrorAlert form={props.form} />;
  const tone = props.tone ?? 'error';
  return (
    <Box $tone={tone} role={tone === 'error' ? 'alert' : 'status'}>
      {props.children}
    </Box>
  );
}

function ServerErrorAlert<V extends FieldValues>({ form }: { form: UseFormReturn<V> }) {
  const { errors } = useFormState({ control: form.control });
  const message = errors.root?.server?.message;
  if (!message) return null;
  return (
    <Box $tone="error" role="alert">
      {message}
    </Box>
  );
}
