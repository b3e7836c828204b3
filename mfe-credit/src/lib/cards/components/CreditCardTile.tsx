import { useState } from 'react';
import { Button, Card, CardBody, DescriptionList, type DescriptionItem, type FocusedRecordMark, usePlatform } from 'shared-ui';
import { CopyButton, SealedValue } from 'shared-ui/secrets';
import { ApplyNowFooter } from '../../../components/ApplyNowFooter';
import { ConfirmDelete } from '../../../components/ConfirmDelete';
import { orDash } from '../../../lib/or-dash';
import { useDeleteCardMutation, useRevealCardSecretMutation } from '../api/cards-api';
import { CARD_FIELDS, type CardKind, type CreditCardRecord } from '../card-kinds';
import { CardEditForm } from './CardEditForm';

type Reveal = (field: 'password' | 'account_number') => () => Promise<string>;

// The account number and password are sealed in the credential vault: the row holds their masks.
function secretItems(card: CreditCardRecord, reveal: Reveal, onCopied: (message: string) => void): DescriptionItem[] {
  return [
    {
      term: 'Account Number',
      value: card.account_number && (
        <SealedValue masked={card.account_number} reveal={reveal('account_number')} label="Account Number" isCopyable onCopied={onCopied} />
      ),
    },
    {
      term: 'Username',
      value: card.username && (
        <span>
          {card.username} <CopyButton value={card.username} label="Username" onCopied={onCopied} />
        </span>
      ),
    },
    {
      term: 'Password',
      value: card.password && (
        <SealedValue masked={card.password} reveal={reveal('password')} label="Password" isCopyable onCopied={onCopied} />
      ),
    },
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
  const onCopied = (message: string) => platform.toast.success(message);

  const actions = !isEditing && (
    <>
      <Button size="sm" variant="secondary" onClick={() => setIsEditing(true)} aria-label={`Edit ${card.issuer}`}>
        Edit
      </Button>
      <Button size="sm" variant="danger" onClick={() => setIsConfirming(true)} aria-label={`Delete ${card.issuer}`}>
        Delete
      </Button>
    </>
  );

  const items: DescriptionItem[] = [
    { term: CARD_FIELDS.card_type.label, value: card.card_type },
    { term: CARD_FIELDS.credit_limit.label, value: card.credit_limit },
    { term: CARD_FIELDS.apr.label, value: card.apr },
    ...kind.extraRows.map((f) => ({ term: CARD_FIELDS[f].label, value: card[f] })),
    ...secretItems(card, reveal, onCopied),
    { term: CARD_FIELDS.benefits.label, value: card.benefits },
    { term: CARD_FIELDS.requirements.label, value: card.requirements },
  ].map((item) => ({ ...item, value: orDash(item.value) }));

  return (
    <Card title={card.issuer} actions={actions} {...mark}>
      <CardBody>
        {isEditing ? <CardEditForm kind={kind} card={card} onDone={() => setIsEditing(false)} /> : <DescriptionList items={items} />}
      </CardBody>
      {!isEditing && <ApplyNowFooter url={card.application_url} name={card.issuer} />}
      <ConfirmDelete
        isOpen={isConfirming}
        title="Delete Card?"
        name={card.issuer}
        onDelete={() => deleteCard({ table: kind.table, id: card.id }).unwrap()}
        deletedMessage={kind.messages.deleted}
        isBusy={isDeleting}
        onClose={() => setIsConfirming(false)}
      />
    </Card>
  );
}
