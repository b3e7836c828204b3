/**
 * The client rules of the auth forms (messages on their field). The e-mail check stands for the browser's own
 * e-mail input check, which the forms kit turns off; its words are those the server's answer maps to.
 */
import { INVALID_EMAIL } from 'shared-ui/forms';

export { INVALID_EMAIL };

const EMAIL = /^[^\s@]+@[^\s@]+$/;

/** "<label> is required" on an empty field. */
export const requiredRule = (label: string) => ({ required: `${label} is required` });

/** Required, and shaped like an e-mail address (surrounding spaces are trimmed before sending). */
export const emailRules = {
  ...requiredRule('Email'),
  validate: (value: string) => EMAIL.test(value.trim()) || INVALID_EMAIL,
};
