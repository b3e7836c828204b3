import styled from 'styled-components';
import { Button, Card, CardBody, Cluster, DescriptionList, type DescriptionItem, type FocusedRecordMark, usePlatform } from 'shared-ui';
import { Form, useForm } from 'shared-ui/forms';
import { CopyButton, SealedValue } from 'shared-ui/secrets';
import { useRevealSocialPasswordMutation, useUpdateSocialAccountMutation, type SocialAccount } from '../api/social-accounts-api';
import { platformStyle } from '../platforms';
import { toSocialAccountRow, type SocialAccountDraft } from '../social-account-rules';
import { PlatformIcon } from './PlatformIcon';
import { SocialAccountFields } from './SocialAccountFields';

/** The card's details one under the other, each term above its value; the copy buttons sit at the value's end. */
const Details = styled(DescriptionList)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  dt {
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  dd {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.sm};
    font-weight: inherit;
  }
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
  return {
    platform: account.platform,
    username: account.username,
    password: account.password,
    profile_url: account.profile_url ?? '',
    notes: account.notes ?? '',
  };
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
      onCancel={onDone}
    >
      <SocialAccountFields form={form} />
    </Form>
  );
}

/** Username, the sealed password, the profile link and the notes (the last two when given). */
function details(account: SocialAccount, copied: () => void, reveal: () => Promise<string>): DescriptionItem[] {
  const items: DescriptionItem[] = [
    {
      term: 'Username',
      value: (
        <>
          <span>{account.username}</span>
          <CopyButton value={account.username} label="Username" onCopied={copied} copiedMessage="Copied to clipboard!" />
        </>
      ),
    },
    {
      term: 'Password',
      value: (
        <SealedValue
          masked={account.password}
          label="Password"
          isCopyable
          onCopied={copied}
          copiedMessage="Copied to clipboard!"
          reveal={reveal}
        />
      ),
    },
  ];
  if (account.profile_url) {
    items.push({
      term: 'Profile',
      value: (
        <>
          <a href={account.profile_url} target="_blank" rel="noopener noreferrer">
            Visit Profile
          </a>
          <CopyButton value={account.profile_url} label="Profile URL" onCopied={copied} copiedMessage="Copied to clipboard!" />
        </>
      ),
    });
  }
  if (account.notes) items.push({ term: 'Notes', value: account.notes });
  return items;
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
      title={
        <Cluster as="span">
          <PlatformIcon platform={style} />
          {account.platform}
        </Cluster>
      }
      actions={
        !isEditing && (
          <>
            <Button size="sm" variant="secondary" aria-label={`Edit ${account.platform} account`} onClick={onEdit}>
              Edit
            </Button>
            <Button size="sm" variant="secondary" aria-label={`Delete ${account.platform} account`} onClick={onDelete}>
              Delete
            </Button>
          </>
        )
      }
    >
      <CardBody>
        {isEditing ? (
          <EditForm account={account} onDone={onDoneEditing} />
        ) : (
          <Details layout="inline" items={details(account, copied, () => revealPassword(account.id).unwrap())} />
        )}
      </CardBody>
    </Card>
  );
}
