import styled from 'styled-components';
import { Button, Card, CardBody, type FocusedRecordMark, usePlatform } from 'shared-ui';
import { Form, useForm } from 'shared-ui/forms';
import { CopyButton, SealedValue } from 'shared-ui/secrets';
import { useRevealSocialPasswordMutation, useUpdateSocialAccountMutation, type SocialAccount } from '../api/social-accounts-api';
import { platformStyle } from '../platforms';
import { toSocialAccountRow, type SocialAccountDraft } from '../social-account-rules';
import { PlatformIcon } from './PlatformIcon';
import { SocialAccountFields } from './SocialAccountFields';

/** One dt/dd pair of the card's definition list; the copy buttons sit inside the dd. */
const Row = styled.div`
  dt { color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.fontSizes.sm}; }
  dd {
    margin: 0;
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.sm};
    overflow-wrap: anywhere;
  }
`;

const List = styled.dl`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
`;

const Title = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

export interface SocialAccountCardProps {
  account: SocialAccount;
  isEditing: boolean;
  onEdit: () => void;
  onDoneEditing: () => void;
  onDelete: () => void;
  /** The `?focus=<id>` highlight (useFocusedRecord). */
  mark?: FocusedRecordMark;
}

function draftOf(account: SocialAccount): SocialAccountDraft {
  return { platform: account.platform, username: account.username, password: account.password, profile_url: account.profile_url ?? '', notes: account.notes ?? '' };
}

function EditForm({ account, onDone }: { account: SocialAccount; onDone: () => void }) {
  const { toast } = usePlatform();
  const [update] = useUpdateSocialAccountMutation();
  const form = useForm<SocialAccountDraft>({ defaultValues: draftOf(account) });
  return (
    <Form
      form={form}
      aria-label={`Edit ${account.platform} account`}
      submitLabel="Save"
      busyLabel="Saving..."
      onSubmit={(draft) => update({ id: account.id, ...toSocialAccountRow(draft) }).unwrap()}
      onSuccess={() => {
        toast.success('Account updated successfully!');
        onDone();
      }}
      actions={<Button variant="secondary" onClick={onDone}>Cancel</Button>}
    >
      <SocialAccountFields form={form} />
    </Form>
  );
}

/** One vault card: platform-coloured header, username, masked password, profile link, notes; inline edit. */
export function SocialAccountCard({ account, isEditing, onEdit, onDoneEditing, onDelete, mark }: SocialAccountCardProps) {
  const { toast } = usePlatform();
  const style = platformStyle(account.platform);
  const copied = () => toast.success('Copied to clipboard!');
  const [revealPassword] = useRevealSocialPasswordMutation();
  return (
    <Card
      {...mark}
      accentColor={style.color}
      title={<Title><PlatformIcon platform={style} />{account.platform}</Title>}
      actions={
        !isEditing && (
          <>
            <Button size="sm" variant="secondary" aria-label={`Edit ${account.platform} account`} onClick={onEdit}>Edit</Button>
            <Button size="sm" variant="secondary" aria-label={`Delete ${account.platform} account`} onClick={onDelete}>Delete</Button>
          </>
        )
      }
    >
      <CardBody>
        {isEditing ? (
          <EditForm account={account} onDone={onDoneEditing} />
        ) : (
          <List>
            <Row>
              <dt>Username</dt>
              <dd>
                <span>{account.username}</span>
                <CopyButton value={account.username} label="Username" onCopied={copied} copiedMessage="Copied to clipboard!" />
              </dd>
            </Row>
            <Row>
              <dt>Password</dt>
              <dd>
                <SealedValue masked={account.password} label="Password" isCopyable onCopied={copied} copiedMessage="Copied to clipboard!"
                  reveal={() => revealPassword(account.id).unwrap()} />
              </dd>
            </Row>
            {account.profile_url && (
              <Row>
                <dt>Profile</dt>
                <dd>
                  <a href={account.profile_url} target="_blank" rel="noopener noreferrer">Visit Profile</a>
                  <CopyButton value={account.profile_url} label="Profile URL" onCopied={copied} copiedMessage="Copied to clipboard!" />
                </dd>
              </Row>
            )}
            {account.notes && (
              <Row>
                <dt>Notes</dt>
                <dd>{account.notes}</dd>
              </Row>
            )}
          </List>
        )}
      </CardBody>
    </Card>
  );
}
