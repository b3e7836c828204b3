import styled from 'styled-components';
import { CopyButton, SealedValue } from 'shared-ui/secrets';
import { isSecretLabel } from '../secret-label';

export const DetailList = styled.dl`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-radius: ${({ theme }) => theme.radii.md};
  dt { font-size: ${({ theme }) => theme.fontSizes.sm}; color: ${({ theme }) => theme.colors.textMuted}; }
  dd { display: flex; align-items: center; gap: ${({ theme }) => theme.space.xs}; min-width: 0; word-break: break-all; }
`;

export interface AccessDetailRowProps {
  label: string;
  value: string;
  onCopied: (message: string) => void;
  /** A secret detail is sealed in the credential vault (the value is its mask): this asks the server for it. */
  onReveal: () => Promise<string>;
}

/** One access detail: its label and value, copy-to-clipboard ("{label} copied to clipboard!"); secrets masked, revealed by the server (credential vault). */
export function AccessDetailRow({ label, value, onCopied, onReveal }: AccessDetailRowProps) {
  return (
    <Row>
      <dt>{label}</dt>
      <dd>
        {isSecretLabel(label) ? (
          <SealedValue masked={value} label={label} isCopyable onCopied={onCopied} reveal={onReveal} />
        ) : (
          <>
            <span>{value}</span>
            <CopyButton value={value} label={label} onCopied={onCopied} />
          </>
        )}
      </dd>
    </Row>
  );
}
