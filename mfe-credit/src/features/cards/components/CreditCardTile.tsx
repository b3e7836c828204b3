import { useState } from 'react';
import { Button, ButtonLink, Card, CardBody, CardFooter, type FocusedRecordMark, usePlatform } from 'shared-ui';
import { ConfirmDialog } from 'shared-ui/overlays';
import { CopyButton, SealedValue } from 'shared-ui/secrets';
import { DetailList, type DetailRow } from '../../../components/layout';
import { externalUrl } from '../../../lib/external-url';
import { useDeleteCardMutation, useRevealCardSecretMutation } from '../api/cards-api';
import { CARD_FIELDS, type CardKind, type CreditCardRecord } from '../card-kinds';
import { CardEditForm } from './CardEditForm';

type Reveal = (field: 'password' | 'account_number') => () => Promise<string>;

// The account number and password are sealed in the credential vault: the row holds their masks.
function secretRows(card: CreditCardRecord, reveal: Reveal, onCopied: (message: string) => void): DetailRow[] {
  return [
    { label: 'Account Number', value: card.account_number && <SealedValue masked={card.account_number} reveal={reveal('account_number')} label="Account Number" isCopyable onCopied={onCopied} /> },
    { label: 'Username', value: card.username && <span>{card.username} <CopyButton value={card.username} label="Username" onCopied={onCopied} /></span> },
    { label: 'Password', value: card.password && <SealedValue masked={card.password} reveal={reveal('password')} label="Password" isCopyable onCopied={onCopied} /> },
  ];
}

/** One card: its details with secrets masked, Apply Now, and view/edit/delete. */
export function CreditCardTile({ kind, card, mark }: { kind: CardKind; card: CreditCardRecord; mark?: FocusedRecordMark }) {
  const platform = usePlatform();
  const [isEditing, setIsEditing] = useState(false);
  const [isConfirming, setIsConfirming] = useState(false);
  const [deleteCard, { isLoading: isDeleting }] = useDeleteCardMutation();
  const [revealSecret] = useRevealCardSecretMutation();
  const reveal: Reveal = (field) => () => revealSecret({ table: kind.table, id: card.id, field }).unwrap();
  const applyUrl = externalUrl(card.application_url);
  const onCopied = (message: string) => platform.toast.success(message);

  const handleDelete = async () => {
    try {
      await deleteCard({ table: kind.table, id: card.id }).unwrap();
      platform.toast.success(kind.messages.deleted);
    } catch {
      // The shared listener toasts a failed mutation.
    } finally {
      setIsConfirming(false);
    }
  };

  const actions = !isEditing && (
    <>
      <Button size="sm" variant="secondary" onClick={() => setIsEditing(true)} aria-label={`Edit ${card.issuer}`}>Edit</Button>
      <Button size="sm" variant="danger" onClick={() => setIsConfirming(true)} aria-label={`Delete ${card.issuer}`}>Delete</Button>
    </>
  );

  const rows: DetailRow[] = [
    { label: CARD_FIELDS.card_type.label, value: card.card_type },
    { label: CARD_FIELDS.credit_limit.label, value: card.credit_limit },
    { label: CARD_FIELDS.apr.label, value: card.apr },
    ...kind.extraRows.map((f) => ({ label: CARD_FIELDS[f].label, value: card[f] })),
    ...secretRows(card, reveal, onCopied),
    { label: CARD_FIELDS.benefits.label, value: card.benefits },
    { label: CARD_FIELDS.requirements.label, value: card.requirements },
  ];

  return (
    <Card title={card.issuer} actions={actions} {...mark}>
      <CardBody>
        {isEditing ? <CardEditForm kind={kind} card={card} onDone={() => setIsEditing(false)} /> : <DetailList rows={rows} />}
      </CardBody>
      {!isEditing && applyUrl && (
        <CardFooter>
          <ButtonLink href={applyUrl} isExternal size="sm" aria-label={`Apply Now for ${card.issuer}`}>Apply Now</ButtonLink>
        </CardFooter>
      )}
      <ConfirmDialog
        isOpen={isConfirming}
        title="Delete Card?"
        message={`Are you sure you want to delete "${card.issuer}"? This action cannot be undone.`}
        onConfirm={handleDelete}
        onCancel={() => setIsConfirming(false)}
        isBusy={isDeleting}
      />
    </Card>
  );
}
