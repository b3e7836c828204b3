import { useState } from 'react';
import { Button, Cluster, Select } from 'shared-ui';
import {
  useAssignConversationMutation,
  useGetAdminsQuery,
  useTakeConversationMutation,
  type InboxConversation,
} from '../api/conversations-api';

/** Take (assign to me) and reassign to another admin; each one request (take_conversation / assign_conversation). */
export function AssignControl({ conversation, me }: { conversation: InboxConversation; me: string }) {
  const admins = useGetAdminsQuery();
  const [take, taking] = useTakeConversationMutation();
  const [assign, assigning] = useAssignConversationMutation();
  const [choice, setChoice] = useState('');
  const others = (admins.data ?? []).filter((a) => a.id !== conversation.advisor_id);
  const busy = taking.isLoading || assigning.isLoading;
  return (
    <Cluster $gap="sm">
      {conversation.advisor_id !== me && (
        <Button
          size="sm"
          disabled={busy}
          onClick={() =>
            void take(conversation.id)
              .unwrap()
              .catch(() => undefined)
          }
        >
          {taking.isLoading ? 'Taking...' : 'Take'}
        </Button>
      )}
      <Select
        label="Reassign to"
        value={choice}
        disabled={busy || others.length === 0}
        placeholder="Choose an admin"
        options={others.map((a) => ({ value: a.id, label: a.name || a.email || 'Admin' }))}
        onChange={(e) => setChoice(e.target.value)}
      />
      <Button
        size="sm"
        variant="secondary"
        disabled={busy || choice === ''}
        onClick={() =>
          void assign({ conversationId: conversation.id, advisorId: choice })
            .unwrap()
            .then(() => setChoice(''))
            .catch(() => undefined)
        }
      >
        {assigning.isLoading ? 'Reassigning...' : 'Reassign'}
      </Button>
    </Cluster>
  );
}
