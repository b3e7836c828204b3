import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { apiError, Button, formatUsd, Stack, toApiError } from 'shared-ui';
import { Form, FormRadioGroup, FormTextArea, useForm } from 'shared-ui/forms';
import { Modal } from 'shared-ui/overlays';
import type { RequestStanding } from '../program-status';
import { payInFullSaving, programPlans, worthLine, type Program } from '../programs';
import { ProgramRequestStatus } from './ProgramRequestStatus';

export const REQUEST_FAILED = 'Failed to send payment request. Please try again.';
/** The database refuses a second request while one is open (409): said as such, not as a failure to retry. */
export const ALREADY_REQUESTED = 'You already requested this program. Its status is on My Account; your advisor will be in touch.';
/** The program panel closes itself this long after a request went through (spec 2 section 4). */
export const AUTO_CLOSE_MS = 6000;

const Price = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xxxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Features = styled.ul`
  padding-left: ${({ theme }) => theme.space.xl};
`;

const Confirmation = styled(Stack).attrs({ $gap: 'sm' as const })`
  text-align: center;
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    color: ${({ theme }) => theme.colors.successHover};
  }
`;

interface ProgramRequestValues {
  plan: string;
  note: string;
}

export interface ProgramDetailDialogProps {
  program: Program | null;
  /** The owner's request of this program, if any: an open one shows its state instead of the request form. */
  standing?: RequestStanding;
  onClose: () => void;
  /** Records the request (the `request-program` function); throws with a user-facing message on failure. */
  onRequest: (request: ProgramRequestValues & { program: Program['name'] }) => Promise<unknown>;
}

/**
 * A program's detail panel: price, plans, features, an optional note and Make a Payment ("Sending...").
 * A stored request shows "Request Submitted!" and the panel closes itself after 6 seconds; a failure
 * keeps everything chosen and typed. Render it with `key={program?.name}` so another program starts afresh.
 */
export function ProgramDetailDialog({ program, standing, onClose, onRequest }: ProgramDetailDialogProps) {
  const plans = program ? programPlans(program) : [];
  const form = useForm<ProgramRequestValues>({ defaultValues: { plan: plans[0] ?? '', note: '' } });
  const [isSent, setIsSent] = useState(false);

  useEffect(() => {
    if (!isSent) return undefined;
    const timer = setTimeout(onClose, AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [isSent, onClose]);

  if (!program) return null;

  // Whatever went wrong, the spec's one sentence (the plan and note stay).
  const request = (values: ProgramRequestValues) =>
    onRequest({ program: program.name, ...values }).catch((error: unknown) => {
      const failure = toApiError(error);
      throw apiError({ ...failure, message: failure.status === 409 ? ALREADY_REQUESTED : REQUEST_FAILED });
    });

  const worth = worthLine(program);
  const saving = payInFullSaving(program);
  const isOpenRequest = !isSent && standing?.isOpen;
  return (
    <Modal
      isOpen
      onClose={onClose}
      title={program.name}
      size="lg"
      footer={isSent || isOpenRequest ? <Button onClick={onClose}>Close</Button> : undefined}
    >
      {isOpenRequest && standing ? (
        <Stack $gap="md">
          <p>You have already requested this program; a second request waits until this one is closed.</p>
          <ProgramRequestStatus standing={standing} />
        </Stack>
      ) : isSent ? (
        <Confirmation role="status">
          <h3>Request Submitted!</h3>
          <p>The admin has received your request for the {program.name}. Payment instructions will follow by email.</p>
        </Confirmation>
      ) : (
        <Form
          form={form}
          aria-label={`Request ${program.name}`}
          onSubmit={request}
          onSuccess={() => setIsSent(true)}
          submitLabel="Make a Payment"
          busyLabel="Sending..."
          onCancel={onClose}
        >
          <div>
            <Price>{formatUsd(program.total, { wholeDollars: true })}</Price>
            {worth && <p>{worth}</p>}
            {saving && <p>{`${saving} against the installments.`}</p>}
          </div>
          {program.features.length > 0 && (
            <div>
              <strong>Features</strong>
              <Features>
                {program.features.map((f) => (
                  <li key={f}>{f}</li>
                ))}
              </Features>
            </div>
          )}
          <FormRadioGroup form={form} name="plan" label="Payment plan" options={plans.map((p) => ({ value: p, label: p }))} />
          <FormTextArea form={form} name="note" label="Note (optional)" maxLength={2000} />
          <p>Secretary of State formation fees above $500 are billed as an additional charge.</p>
        </Form>
      )}
    </Modal>
  );
}
