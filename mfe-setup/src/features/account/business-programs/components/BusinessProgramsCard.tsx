import { useState } from 'react';
import { Card, CardBody } from 'shared-ui';
import { PaymentHistory } from '../../payment-history/components/PaymentHistory';
import { useRequestProgramMutation, type ProgramRequest } from '../api/program-requests-api';
import type { Program } from '../programs';
import { ProgramCards } from './ProgramCards';
import { ProgramDetailDialog } from './ProgramDetailDialog';

/** Business Programs: the three programs, a program's detail panel with its request, and the payment history. */
export function BusinessProgramsCard() {
  const [program, setProgram] = useState<Program | null>(null);
  const [requestProgram] = useRequestProgramMutation();

  const request = (values: ProgramRequest) => requestProgram(values).unwrap();

  return (
    <Card title="Business Programs">
      <CardBody>
        <p>Choose a build-out program to see what it includes and request it.</p>
        <ProgramCards onSelect={setProgram} />
        <PaymentHistory />
      </CardBody>
      <ProgramDetailDialog key={program?.name} program={program} onClose={() => setProgram(null)} onRequest={request} />
    </Card>
  );
}
