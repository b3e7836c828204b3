/**
 * Whether an access detail holds a secret, judged by its label ("Password", "PIN", "Security answer",
 * "API key"...): such values are masked with a reveal toggle (DECISIONS 5); others show as typed.
 */
const SECRET_WORDS =
  /(pass(word|code|phrase)?|pwd|\bpin\b|secret|token|api[\s_-]?key|security\s+(answer|question|code)|\bssn\b|social\s+security)/i;

export function isSecretLabel(label: string): boolean {
  return SECRET_WORDS.test(label);
}
