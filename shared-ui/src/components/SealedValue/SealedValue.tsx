import { useEffect, useRef, useState } from 'react';
import { MaskedRow as Row, MaskedText as Text } from '../MaskedValue/masked-value-style';
import { CheckIcon, CopyIcon, EyeIcon, EyeOffIcon, IconButton, VisuallyHidden } from 'shared-ui';
import { copyText } from '../CopyButton/copy-text';
import { PASSWORD_MASK } from '../MaskedValue/mask';

export interface SealedValueProps {
  /** The masked form the server keeps in the row ('••••••••', '••••1234', '•••-••-1234'). */
  masked: string;
  /** Fetches the real value from the server, which checks and logs each reveal. A rejection keeps it hidden. */
  reveal: () => Promise<string>;
  /** What the value is ("Password", "Account number"): names the buttons "Show {label}", "Copy {label}". */
  label: string;
  /** Adds a copy button that copies the real value (revealing it on the server first when needed). */
  isCopyable?: boolean;
  onCopied?: (message: string) => void;
  /** Default "{label} copied to clipboard!". */
  copiedMessage?: string;
}

/**
 * A secret sealed on the server (the credential vault): shown as its stored mask with the same Show/Hide
 * toggle (aria-pressed) and copy button as MaskedValue; the plaintext is fetched once, on the first Show or
 * Copy, and kept only while the component is mounted.
 */
export function SealedValue({ masked, reveal, label, isCopyable, onCopied, copiedMessage }: SealedValueProps) {
  const [plain, setPlain] = useState<string | undefined>(undefined);
  const [isRevealed, setIsRevealed] = useState(false);
  const [isBusy, setIsBusy] = useState(false);
  const [isCopied, setIsCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const fetchPlain = async (): Promise<string | undefined> => {
    if (plain !== undefined) return plain;
    setIsBusy(true);
    try {
      const value = await reveal();
      setPlain(value);
      return value;
    } catch {
      return undefined;
    } finally {
      setIsBusy(false);
    }
  };

  const toggle = async () => {
    if (isRevealed) {
      setIsRevealed(false);
      return;
    }
    if ((await fetchPlain()) !== undefined) setIsRevealed(true);
  };

  const copy = async () => {
    const value = await fetchPlain();
    if (value === undefined) return;
    try {
      await copyText(value);
    } catch (error) {
      console.error('Copy failed', error);
      return;
    }
    setIsCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setIsCopied(false), 2000);
    onCopied?.(copiedMessage ?? `${label} copied to clipboard!`);
  };

  return (
    <Row>
      {isRevealed ? (
        <Text>{plain}</Text>
      ) : (
        <>
          <Text aria-hidden="true" data-testid="masked-text">
            {masked || PASSWORD_MASK}
          </Text>
          <VisuallyHidden>{`${label} hidden`}</VisuallyHidden>
        </>
      )}
      <IconButton
        label={isRevealed ? `Hide ${label}` : `Show ${label}`}
        aria-pressed={isRevealed}
        icon={isRevealed ? <EyeOffIcon /> : <EyeIcon />}
        onClick={toggle}
        disabled={isBusy}
      />
      {isCopyable && <IconButton label={`Copy ${label}`} icon={isCopied ? <CheckIcon /> : <CopyIcon />} onClick={copy} disabled={isBusy} />}
    </Row>
  );
}
