// shared-ui/forms: react-hook-form (the one copy on the page, loaded with the first form) wired to the kit's fields.
export { useForm, Controller, useFieldArray, useWatch, useFormState } from 'react-hook-form';
export type { FieldValues, UseFormReturn, RegisterOptions, Path, SubmitHandler } from 'react-hook-form';
export * from './Form';
export * from './FormAlert';
export * from './fields';
export * from './auth-failure';
