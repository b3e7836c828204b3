import { useState } from 'react';
import styled from 'styled-components';
import { Button, Cluster, saveFile, Stack, toApiError, usePlatform } from 'shared-ui';
import { ConfirmDialog } from 'shared-ui/overlays';
import { useDeleteVideoResourceMutation, useDownloadStoredFileMutation, type VideoResource } from '../api/video-resources-api';
import { resourceDownloadName } from '../video-rules';

const List = styled(Stack)`
  list-style: none;
  padding: 0;
`;

/**
 * A video's resources with download (saved as "Video Resource Material-<name>") and, for admins, delete.
 * Both endpoints declare that their caller shows a failure: it is toasted here, once, with the spec's text.
 */
export function ResourceList({ resources, canDelete }: { resources: readonly VideoResource[]; canDelete: boolean }) {
  const { toast } = usePlatform();
  const [download, downloadState] = useDownloadStoredFileMutation();
  const [remove, removeState] = useDeleteVideoResourceMutation();
  const [deleting, setDeleting] = useState<VideoResource | null>(null);

  const get = async (resource: VideoResource) => {
    try {
      saveFile(await download(resource.url).unwrap(), resourceDownloadName(resource.name));
    } catch (error) {
      toast.error(`Failed to download resource: ${toApiError(error).message}`);
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove(deleting).unwrap();
      setDeleting(null);
    } catch (error) {
      toast.error(`Failed to delete resource: ${toApiError(error).message}`);
    }
  };

  if (resources.length === 0) return <p>No resource materials.</p>;
  return (
    <>
      <List as="ul" $gap="sm" aria-label="Resource materials">
        {resources.map((r) => (
          <Cluster as="li" $justify="between" key={r.id}>
            <span>{r.name}</span>
            <span>
              <Button
                size="sm"
                variant="secondary"
                onClick={() => void get(r)}
                isBusy={downloadState.isLoading && downloadState.originalArgs === r.url}
                busyLabel="Downloading..."
              >
                Download
              </Button>{' '}
              {canDelete && (
                <Button size="sm" variant="danger" aria-label={`Delete ${r.name}`} onClick={() => setDeleting(r)}>
                  Delete
                </Button>
              )}
            </span>
          </Cluster>
        ))}
      </List>
      <ConfirmDialog
        isOpen={deleting !== null}
        title="Delete Resource?"
        message={deleting ? `"${deleting.name}" will be permanently deleted.` : ''}
        confirmLabel="Delete"
        isBusy={removeState.isLoading}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
