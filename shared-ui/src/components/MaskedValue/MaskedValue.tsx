import { useState } from 'react';
import { MaskedRow as Row, MaskedText as Text } from './masked-value-style';
import { EyeIcon, EyeOffIcon, IconButton, VisuallyHidden } from 'shared-ui';
import { CopyButton } from '../CopyButton/CopyButton';
import { PASSWORD_MASK } from './mask';

export interface MaskedValueProps {
  value: string;
  /** What the value is ("Password", "Account number"): names the buttons "Show {label}", "Copy {label}". */
  label: string;
  /** The hidden form: a fixed string (default 8 dots) or a function such as maskAccountNumber. */
  mask?: string | ((value: string) => string);
  /** Adds a copy button that copies the real value, even while hidden. */
  isCopyable?: boolean;
  onCopied?: (message: string) => void;
  copiedMessage?: string;
  /** Start revealed (rarely right: sensitive values are masked by default, DECISIONS 5). */
  defaultRevealed?: boolean;
}

/** A sensitive value shown masked, with a Show/Hide toggle (aria-pressed) and an optional copy button. */
export function MaskedValue({
  value,
  label,
  mask = PASSWORD_MASK,
  isCopyable,
  onCopied,
  copiedMessage,
  defaultRevealed = false,
}: MaskedValueProps) {
  const [isRevealed, setIsRevealed] = useState(defaultRevealed);
  const masked = typeof mask === 'function' ? mask(value) : mask;
  return (
    <Row>
      {isRevealed ? (
        <Text>{value}</Text>
      ) : (
        <>
          <Text aria-hidden="true" data-testid="masked-text">
            {masked}
          </Text>
          <VisuallyHidden>{`${label} hidden`}</VisuallyHidden>
        </>
      )}
      <IconButton
        label={isRevealed ? `Hide ${label}` : `Show ${label}`}
        aria-pressed={isRevealed}
        icon={isRevealed ? <EyeOffIcon /> : <EyeIcon />}
        onClick={() => setIsRevealed((v) => !v)}
      />
      {isCopyable && <CopyButton value={value} label={label} onCopied={onCopied} copiedMessage={copiedMessage} />}
    </Row>
  );
}
