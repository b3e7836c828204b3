import { apiError, Card, CardBody, QueryState, toApiError, usePlatform } from 'shared-ui';
import { useUserId } from '../../../../lib/use-user-id';
import { useGetOwnerProfileQuery, useSaveOwnerProfileMutation } from '../api/owner-profile-api';
import { AGREEMENT_ERROR, MULTIPLE_OWNERS_ERROR, OWNER_COUNT_ERROR } from '../owner-rules';
import { PROFILE_SAVED, SAVE_FAILED, SSN_DIGITS_ERROR } from '../profile-form';
import type { OwnerProfileSave } from '../types';
import { OwnerProfileForm } from './OwnerProfileForm';

/** Rules the server words for people; anything else is the spec's "Error saving profile". */
const SPEC_MESSAGES = new Set([AGREEMENT_ERROR, MULTIPLE_OWNERS_ERROR, OWNER_COUNT_ERROR, SSN_DIGITS_ERROR]);

/** The owner profile card of My Account: loads, then the form; saves with "Profile saved successfully!". */
export function OwnerProfileCard() {
  const platform = usePlatform();
  const query = useGetOwnerProfileQuery(useUserId());
  const [saveProfile] = useSaveOwnerProfileMutation();

  const save = async (row: OwnerProfileSave) => {
    try {
      await saveProfile(row).unwrap();
    } catch (caught) {
      const error = toApiError(caught);
      throw SPEC_MESSAGES.has(error.message) ? error : apiError({ ...error, message: SAVE_FAILED });
    }
    platform.toast.success(PROFILE_SAVED);
  };

  return (
    <Card title="Owner Profile">
      <CardBody>
        <QueryState query={query} loadingLabel="Loading profile data...">
          {(profile) => <OwnerProfileForm profile={profile} onSave={save} />}
        </QueryState>
      </CardBody>
    </Card>
  );
}
