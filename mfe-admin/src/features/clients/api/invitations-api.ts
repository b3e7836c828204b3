import { CALLER_SHOWS_ERROR } from 'shared-ui/data';
import { adminApi } from '../../../lib/api';
import { invokeFunction } from '../../../lib/function-call';

/** An invitation the client has not accepted yet (`admin_pending_invitations`: invited, address not confirmed). */
export interface PendingInvitation {
  user_id: string;
  email: string;
  invited_at: string;
}

/** What the admin types to invite a client. */
export interface InvitationInput {
  email: string;
  name: string;
  /** Where the invitation link lands: the portal's password page (mfe-auth's `update-password`). */
  redirectTo: string;
}

/**
 * Inviting clients: the `invite-client` function (the auth server's invite, for an admin at aal2, logged in the
 * client's activity) and the invitations still pending (`admin_pending_invitations`).
 */
export const invitationsApi = adminApi.enhanceEndpoints({ addTagTypes: ['admin_pending_invitations', 'get_clients'] }).injectEndpoints({
  endpoints: (build) => ({
    getPendingInvitations: build.query<PendingInvitation[], void>({
      query: () => (db) => db.rpc('admin_pending_invitations'),
      providesTags: ['admin_pending_invitations'],
    }),
    /** Submitted by the invite dialog's form, which shows a failure (on the e-mail field when it is about it). */
    inviteClient: build.mutation<{ id: string; email: string }, InvitationInput>({
      extraOptions: CALLER_SHOWS_ERROR,
      query:
        ({ email, name, redirectTo }) =>
        (db) =>
          invokeFunction(db, 'invite-client', { email: email.trim(), name: name.trim(), redirect_to: redirectTo }, 'email'),
      invalidatesTags: ['admin_pending_invitations', 'get_clients'],
    }),
  }),
});

export const { useGetPendingInvitationsQuery, useInviteClientMutation } = invitationsApi;
