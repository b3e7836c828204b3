import ClientPage from '../features/client/components/ClientPage';
import { useGetProgramRequestsQuery } from '../features/program-requests/api/program-requests-api';
import { ClientRequests } from '../features/program-requests/components/ClientRequests';

const useRequestsLoaded = (userId: string) => !useGetProgramRequestsQuery({ userId }).isLoading;

/** The client's page with the program-requests feature's section for that client (features meet only in src/app). */
export default function ClientScreen() {
  return <ClientPage requests={(userId) => <ClientRequests userId={userId} />} useRequestsLoaded={useRequestsLoaded} />;
}
