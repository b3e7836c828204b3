import { startOidcProvider as startProvider, type OidcUser, type TestOidcProvider } from '../../../infra/stack/test/support/oidc-provider';

// Google in the browser tests: the stack's test OpenID provider (infra/stack/test/support), started on
// the fixed port and with the client the e2e stack was started with (playwright.config.ts sets
// GOOGLE_ISSUER/GOOGLE_CLIENT_ID/GOOGLE_CLIENT_SECRET before its webServer starts the stack).
export type { OidcUser };
export type E2eOidcProvider = TestOidcProvider;

export function googleSettings() {
  return {
    issuer: process.env.GOOGLE_ISSUER as string,
    clientId: process.env.GOOGLE_CLIENT_ID as string,
    clientSecret: process.env.GOOGLE_CLIENT_SECRET as string,
  };
}

export async function startOidcProvider(user: OidcUser): Promise<E2eOidcProvider> {
  const { issuer, clientId, clientSecret } = googleSettings();
  const provider = await startProvider(user, { port: Number(new URL(issuer).port), clientId, clientSecret });
  if (provider.issuer !== issuer) {
    await provider.stop();
    throw new Error(`The test OpenID provider runs at ${provider.issuer}, but the e2e stack expects ${issuer}.`);
  }
  return provider;
}
