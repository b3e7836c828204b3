import styled from 'styled-components';
import { Card, CardBody, QueryState, Stack, usePlatform, useSession } from 'shared-ui';
import { skipToken } from 'shared-ui/data';
import { Form, FormTextArea, FormTextField, useForm } from 'shared-ui/forms';
import { FileUploadField, objectPath } from 'shared-ui/upload';
import {
  useGetAdvisorCardQuery,
  useGetAdvisorPhotoUrlQuery,
  useSaveAdvisorCardMutation,
  type AdvisorCard,
  type AdvisorCardValues,
} from '../api/advisor-card-api';

const Photo = styled.img`
  width: 96px;
  height: 96px;
  border-radius: 50%;
  object-fit: cover;
`;

type Fields = { name: string; working_hours: string };

/** For an admin: the card their clients see under Support Chat's View profile (name, photo, working hours). */
export function AdvisorCardCard() {
  const me = useSession().user?.id;
  const card = useGetAdvisorCardQuery(me ?? skipToken);
  return (
    <Card title="Your advisor card">
      <CardBody>
        <QueryState query={card} loadingLabel="Loading your advisor card..." errorMessage="Your advisor card could not be loaded.">
          {(row) => <AdvisorCardForm me={me ?? ''} card={row} />}
        </QueryState>
      </CardBody>
    </Card>
  );
}

function AdvisorCardForm({ me, card }: { me: string; card: AdvisorCard | null }) {
  const platform = usePlatform();
  const [save] = useSaveAdvisorCardMutation();
  const photo = useGetAdvisorPhotoUrlQuery(card?.photo_path ?? skipToken);
  const form = useForm<Fields>({ defaultValues: { name: card?.name ?? '', working_hours: card?.working_hours ?? '' } });
  const values = (fields: Fields): AdvisorCardValues => ({
    name: fields.name.trim(),
    working_hours: fields.working_hours.trim() || null,
    photo_path: card?.photo_path ?? null,
  });
  return (
    <Stack $gap="lg">
      <p>Your clients see this card when they open View profile in Support Chat.</p>
      {photo.data && <Photo src={photo.data} alt="Your photo" />}
      <Form
        form={form}
        aria-label="Your advisor card"
        onSubmit={(fields) => save(values(fields)).unwrap()}
        onSuccess={() => platform.toast.success('Advisor card saved')}
        submitLabel="Save card"
        busyLabel="Saving..."
      >
        <FormTextField
          form={form}
          name="name"
          label="Name"
          autoComplete="name"
          rules={{
            required: 'Name is required',
            validate: (v) => v.trim().length > 0 || 'Name is required',
            maxLength: { value: 100, message: 'At most 100 characters' },
          }}
        />
        <FormTextArea
          form={form}
          name="working_hours"
          label="Working hours"
          placeholder="Mon-Fri 9:00-17:00 ET"
          rules={{ maxLength: { value: 500, message: 'At most 500 characters' } }}
        />
      </Form>
      <FileUploadField
        label="Photo"
        bucket="chat-attachments"
        accept="image/*"
        pathFor={(file) => objectPath(me, file.name)}
        hint={card ? 'An image of at most 10 MB.' : 'Save your card first, then add a photo.'}
        disabled={!card}
        onUploaded={async ({ path }) => {
          if (!card) return;
          await save({ name: card.name, working_hours: card.working_hours, photo_path: path }).unwrap();
          platform.toast.success('Photo saved');
        }}
      />
    </Stack>
  );
}
