import ClientPage from '../features/client-page/components/ClientPage';
import { ClientRequests } from '../features/program-requests/components/ClientRequests';

/** The client's page with the program-requests feature's section for that client (features meet only in src/app). */
export default function ClientScreen() {
  return <ClientPage requests={(userId) => <ClientRequests userId={userId} />} />;
}
