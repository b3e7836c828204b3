import { useState } from 'react';
import { Button, EmptyState, PageHeader, QueryState, usePlatform } from 'shared-ui';
import { SandboxedDocument } from 'shared-ui/html';
import { useUserId } from '../../../lib/use-user-id';
import { useGetWebsiteTemplateQuery, useSaveWebsiteTemplateMutation } from '../api/website-template-api';
import { EditTemplateModal } from './EditTemplateModal';
import { title } from '../../../lib/links';

export const EMPTY_TEMPLATE = 'No template available. Click Edit Template to add one.';

/**
 * Website Template (spec 2): the user's saved HTML rendered in a sandboxed frame (DECISIONS 4: no script
 * of it runs, and it never shares the portal's origin), and the Edit Template modal.
 */
export default function WebsiteTemplatePage() {
  const platform = usePlatform();
  const query = useGetWebsiteTemplateQuery(useUserId());
  const [saveTemplate] = useSaveWebsiteTemplateMutation();
  const [isEditing, setIsEditing] = useState(false);

  const save = async (html: string) => {
    await saveTemplate(html).unwrap();
    platform.toast.success('Template saved successfully!');
  };

  return (
    <>
      <PageHeader
        title={title('website-template')}
        actions={
          <Button onClick={() => setIsEditing(true)} disabled={!query.isSuccess}>
            Edit Template
          </Button>
        }
      />
      <QueryState
        query={query}
        loadingLabel="Loading template..."
        isEmpty={(template) => !template?.html.trim()}
        empty={<EmptyState title={EMPTY_TEMPLATE} />}
      >
        {(template) => <SandboxedDocument html={template?.html ?? ''} title="Your website template" />}
      </QueryState>
      {isEditing && <EditTemplateModal html={query.data?.html ?? ''} onClose={() => setIsEditing(false)} onSave={save} />}
    </>
  );
}
