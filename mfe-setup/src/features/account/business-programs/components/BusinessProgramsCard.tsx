import { useState } from 'react';
import { Card, CardBody, Stack } from 'shared-ui';
import { useUserId } from '../../../../lib/use-user-id';
import { PaymentHistory } from '../../payment-history/components/PaymentHistory';
import {
  useGetMyProgramRequestsQuery,
  useGetRequestPaymentsQuery,
  useRequestProgramMutation,
  type ProgramRequest,
} from '../api/program-requests-api';
import { currentRequests, type RequestStanding } from '../program-status';
import type { Program } from '../programs';
import { ProgramCards } from './ProgramCards';
import { ProgramDetailDialog } from './ProgramDetailDialog';
import { ProgramRequestStatus } from './ProgramRequestStatus';

/**
 * Business Programs: the owner's requests with where each stands (Requested, Contacted, Paid), the three programs
 * (a program with an open request shows its state and cannot be requested again), a program's detail panel with its
 * request, and the payment history.
 */
export function BusinessProgramsCard() {
  const userId = useUserId();
  const [program, setProgram] = useState<Program | null>(null);
  const [requestProgram] = useRequestProgramMutation();
  const requests = useGetMyProgramRequestsQuery(userId);
  const payments = useGetRequestPaymentsQuery(userId);
  const standings = currentRequests(requests.data ?? [], payments.data ?? []);
  const byProgram = new Map<string, RequestStanding>(standings.map((s) => [s.request.program, s]));

  const request = (values: ProgramRequest) => requestProgram(values).unwrap();

  return (
    <Card title="Business Programs">
      <CardBody>
        {standings.length > 0 && (
          <section aria-labelledby="program-requests-title">
            <h3 id="program-requests-title">Your program requests</h3>
            <Stack as="ul" $gap="md">
              {standings.map((s) => (
                <li key={s.request.id}>
                  <ProgramRequestStatus standing={s} />
                </li>
              ))}
            </Stack>
          </section>
        )}
        <p>Choose a build-out program to see what it includes and request it.</p>
        <ProgramCards onSelect={setProgram} standings={byProgram} />
        <PaymentHistory />
      </CardBody>
      <ProgramDetailDialog
        key={program?.name}
        program={program}
        standing={program ? byProgram.get(program.name) : undefined}
        onClose={() => setProgram(null)}
        onRequest={request}
      />
    </Card>
  );
}
