import { useEffect, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, formatUsd, RadioGroup, TextArea } from 'shared-ui';
import { Modal } from 'shared-ui/overlays';
import { programPlans, worthLine, type Program } from '../programs';

export const REQUEST_FAILED = 'Failed to send payment request. Please try again.';
/** The program panel closes itself this long after a request went through (spec 2 section 4). */
export const AUTO_CLOSE_MS = 6000;

const Body = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const Price = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xxxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Features = styled.ul`
  padding-left: ${({ theme }) => theme.space.xl};
`;

const Banner = styled.div<{ $tone: 'danger' | 'success' }>`
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.dangerSoft : theme.colors.successSoft)};
  color: ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.dangerHover : theme.colors.successHover)};
`;

const Confirmation = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  text-align: center;
  h3 { font-size: ${({ theme }) => theme.fontSizes.xl}; color: ${({ theme }) => theme.colors.successHover}; }
`;

const FORM_ID = 'program-request-form';

export interface ProgramDetailDialogProps {
  program: Program | null;
  onClose: () => void;
  /** Records the request (the `request-program` function); throws with a user-facing message on failure. */
  onRequest: (request: { program: Program['name']; plan: string; note: string }) => Promise<void>;
}

/**
 * A program's detail panel: price, plans, features, an optional note and Make a Payment ("Sending...").
 * A stored request shows "Request Submitted!" and the panel closes itself after 6 seconds; a failure
 * keeps everything chosen and typed. Render it with `key={program?.name}` so another program starts afresh.
 */
export function ProgramDetailDialog({ program, onClose, onRequest }: ProgramDetailDialogProps) {
  const plans = program ? programPlans(program) : [];
  const [plan, setPlan] = useState(plans[0] ?? '');
  const [note, setNote] = useState('');
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');

  useEffect(() => {
    if (state !== 'sent') return undefined;
    const timer = setTimeout(onClose, AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [state, onClose]);

  if (!program) return null;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (state === 'sending') return;
    setState('sending');
    try {
      await onRequest({ program: program.name, plan, note });
      setState('sent');
    } catch {
      setState('failed');
    }
  };

  const worth = worthLine(program);
  const isSent = state === 'sent';
  return (
    <Modal
      isOpen
      onClose={onClose}
      title={program.name}
      size="lg"
      isDismissable={state !== 'sending'}
      footer={isSent ? <Button onClick={onClose}>Close</Button> : (
        <>
          <Button variant="secondary" onClick={onClose} disabled={state === 'sending'}>Cancel</Button>
          <Button type="submit" form={FORM_ID} isBusy={state === 'sending'} busyLabel="Sending...">Make a Payment</Button>
        </>
      )}
    >
      {isSent ? (
        <Confirmation role="status">
          <h3>Request Submitted!</h3>
          <p>The admin has received your request for the {program.name}. Payment instructions will follow by email.</p>
        </Confirmation>
      ) : (
        <Body id={FORM_ID} aria-label={`Request ${program.name}`} onSubmit={(e) => void onSubmit(e)}>
          {state === 'failed' && <Banner $tone="danger" role="alert">{REQUEST_FAILED}</Banner>}
          <div>
            <Price>{formatUsd(program.total, { wholeDollars: true })}</Price>
            {worth && <p>{worth}</p>}
          </div>
          {program.features.length > 0 && (
            <div>
              <strong>Features</strong>
              <Features>{program.features.map((f) => <li key={f}>{f}</li>)}</Features>
            </div>
          )}
          <RadioGroup label="Payment plan" options={plans.map((p) => ({ value: p, label: p }))} value={plan} onChange={setPlan} />
          <TextArea label="Note (optional)" name="note" value={note} onChange={(e) => setNote(e.target.value)} maxLength={2000} />
          <p>Secretary of State formation fees above $500 are billed as an additional charge.</p>
        </Body>
      )}
    </Modal>
  );
}
