import type { Queryable } from '../../db/types';
import { findUserByEmail, insertUser, mergeMetadataSql, syncProviders } from '../users';
import type { IdTokenClaims } from './oidc-client';

/** identity_data as GoTrue stores it for an OpenID Connect provider. */
export function identityData(claims: IdTokenClaims): Record<string, unknown> {
  const name = typeof claims.name === 'string' ? claims.name : undefined;
  const picture = typeof claims.picture === 'string' ? claims.picture : undefined;
  return {
    iss: claims.iss,
    sub: claims.sub,
    ...(name ? { name, full_name: name } : {}),
    email: claims.email,
    ...(picture ? { picture, avatar_url: picture } : {}),
    provider_id: claims.sub,
    email_verified: claims.email_verified === true,
    phone_verified: false,
  };
}

export type LinkOutcome = { ok: true; userId: string } | { ok: false; reason: 'unverified_email' };

/**
 * Finds or creates the user of an OAuth identity (provider_id = sub). A verified e-mail that already
 * belongs to a user links the identity to that user; if that user never confirmed the address, its
 * password is dropped first (nobody proved they own it: GoTrue's pre-account-takeover rule). An
 * unverified e-mail never links to an account nor creates one (whatever autoconfirm says).
 */
export async function linkOAuthIdentity(tx: Queryable, provider: string, claims: IdTokenClaims): Promise<LinkOutcome> {
  const data = identityData(claims);
  const email = String(claims.email).toLowerCase();
  const verified = claims.email_verified === true;
  const dataJson = JSON.stringify(data);

  const { rows } = await tx.query<{ user_id: string }>(
    `update auth.identities set identity_data = $3::jsonb, last_sign_in_at = now(), updated_at = now()
     where provider = $1 and provider_id = $2 returning user_id::text`,
    [provider, claims.sub, dataJson],
  );
  let userId = rows[0]?.user_id;
  if (!userId) {
    if (!verified) return { ok: false, reason: 'unverified_email' };
    const existing = await findUserByEmail(tx, email);
    if (existing) {
      userId = existing.id;
      if (!existing.email_confirmed_at) {
        await tx.query(`update auth.users set encrypted_password = null, email_confirmed_at = now() where id = $1::uuid`, [userId]);
        await tx.query(`delete from auth.identities where user_id = $1::uuid and provider = 'email'`, [userId]);
      }
    } else {
      userId = await insertUser(tx, { email, userMetadata: {}, provider, confirmed: true });
    }
    await tx.query(
      `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at) values ($1, $2::uuid, $3::jsonb, $4, now())`,
      [claims.sub, userId, dataJson, provider],
    );
  }
  await tx.query(
    `update auth.users set raw_user_meta_data = ${mergeMetadataSql('raw_user_meta_data', '$2')}, updated_at = now() where id = $1::uuid`,
    [userId, dataJson],
  );
  await syncProviders(tx, userId);
  return { ok: true, userId };
}
