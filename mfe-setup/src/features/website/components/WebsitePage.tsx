import { MembersOnlyPage } from '../../../components/MembersOnlyPage';

/** /website: the Members Only Access placeholder. */
export default function WebsitePage() {
  return <MembersOnlyPage title="Website" />;
}
