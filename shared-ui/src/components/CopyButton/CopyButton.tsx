import { useEffect, useRef, useState } from 'react';
import { Button, CheckIcon, CopyIcon, IconButton } from 'shared-ui';
import { copyText } from './copy-text';

export interface CopyButtonProps {
  /** The text put on the clipboard. */
  value: string;
  /** What is copied ("Username", "Password"): names the button "Copy {label}". */
  label: string;
  /**
   * Called after a successful copy with the message to show, e.g. `onCopied={(m) => platform.toast.success(m)}`.
   * Toasts belong to the shell, so shared-ui never shows one itself.
   */
  onCopied?: (message: string) => void;
  /** Default "{label} copied to clipboard!"; the social vault passes "Copied to clipboard!". */
  copiedMessage?: string;
  /** Default: logged only (spec: "Copy failure: logged only"). */
  onCopyError?: (error: unknown) => void;
  /** An icon-only button (default) or a text button reading "Copy". */
  appearance?: 'icon' | 'text';
  disabled?: boolean;
}

/** Copies a value to the clipboard and reports it through `onCopied`; shows a check for 2 s. */
export function CopyButton({
  value,
  label,
  onCopied,
  copiedMessage,
  onCopyError = (e) => console.error('Copy failed', e),
  appearance = 'icon',
  disabled,
}: CopyButtonProps) {
  const [isCopied, setIsCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const handleCopy = async () => {
    try {
      await copyText(value);
    } catch (error) {
      onCopyError(error);
      return;
    }
    setIsCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setIsCopied(false), 2000);
    onCopied?.(copiedMessage ?? `${label} copied to clipboard!`);
  };

  const name = `Copy ${label}`;
  const icon = isCopied ? <CheckIcon /> : <CopyIcon />;
  if (appearance === 'text') {
    return (
      <Button variant="secondary" size="sm" icon={icon} onClick={handleCopy} disabled={disabled} aria-label={name}>
        {isCopied ? 'Copied' : 'Copy'}
      </Button>
    );
  }
  return <IconButton label={name} icon={icon} onClick={handleCopy} disabled={disabled} />;
}
