import { Select } from 'shared-ui';
import { REQUEST_STATUSES, useSetProgramRequestStatusMutation, type ProgramRequest, type RequestStatus } from '../api/program-requests-api';

/** The status control of one program request (new → contacted → closed); saved on change. */
export function RequestStatusSelect({ request }: { request: ProgramRequest }) {
  const [setStatus, { isLoading }] = useSetProgramRequestStatusMutation();
  return (
    <Select
      label={`Status of the ${request.program} request`}
      hideLabel
      value={request.status}
      options={REQUEST_STATUSES}
      disabled={isLoading}
      aria-busy={isLoading || undefined}
      onChange={(event) => void setStatus({ id: request.id, status: event.target.value as RequestStatus })}
    />
  );
}
