import { expect, test } from '@playwright/test';
import { expectDashboard, newEmail, signInThroughForm, signUpThroughForm } from './support/auth';
import { authenticatorCode } from './support/authenticator';

const PASSWORD = 'Journey-pass-2025';

test('an owner turns on two-factor sign-in in My Account, the next sign-in asks for the code, and a revealed password shows in Account Activity', async ({
  page,
}) => {
  // Long: sign-up, My Account, two sign-ins and four remotes' first loads on a busy 2-core machine.
  test.setTimeout(240_000);
  const email = newEmail('totp');
  await signUpThroughForm(page, { name: 'Tess Totp', email, phone: '', password: PASSWORD });
  await expectDashboard(page);

  await page.goto('/account');
  const security = page.getByRole('region', { name: 'Two-Factor Sign-In' });
  // My Account's first data on a loaded machine can take a while (every card loads at once).
  await expect(security.getByText('Off', { exact: true })).toBeVisible({ timeout: 60_000 });
  await security.getByRole('button', { name: 'Set Up Authenticator App' }).click();
  const dialog = page.getByRole('dialog', { name: 'Set Up Authenticator App' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Work phone');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  // Before it is turned on: ten one-time recovery codes, shown once; the next step waits until they are saved.
  const codes = dialog.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recoveryCodes = await codes.allTextContents();
  await expect(dialog.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await dialog.getByLabel('I have saved my recovery codes').check();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeVisible();
  const key = (await dialog.getByTestId('totp-secret').textContent()) ?? '';
  expect(key.replace(/\s/g, '')).toMatch(/^[A-Z2-7]{32}$/);
  await dialog.getByRole('textbox', { name: 'Authentication Code' }).fill(authenticatorCode(key));
  await dialog.getByRole('button', { name: 'Turn On' }).click();
  await expect(dialog).toBeHidden();
  await expect(security.getByText('On', { exact: true })).toBeVisible();
  await expect(security.getByRole('list', { name: 'Authenticator apps' })).toContainText('Work phone');

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL('/signin');
  await signInThroughForm(page, email, PASSWORD);
  const second = page.getByRole('form', { name: 'Two-Factor Verification' });
  await expect(second).toBeVisible();
  // The portal stays closed at aal1: opening it directly comes back here.
  await page.goto('/documents');
  await expect(page).toHaveURL('/signin');
  await expect(second).toBeVisible();

  const wrong = authenticatorCode(key, 5);
  await second.getByRole('textbox', { name: 'Authentication Code' }).fill(wrong);
  await second.getByRole('button', { name: 'Verify' }).click();
  await expect(second.getByText('That code is not right. Enter the code your authenticator app shows now.')).toBeVisible();
  // The code used to turn it on is spent: the next one opens the portal.
  await second.getByRole('textbox', { name: 'Authentication Code' }).fill(authenticatorCode(key, 1));
  await second.getByRole('button', { name: 'Verify' }).click();
  await expectDashboard(page);

  // The credential vault: a card's password is sealed by the server; Show asks for it in this aal2 session,
  // and the reveal is in the owner's Account Activity.
  await page.goto('/store-credit');
  await page.getByRole('button', { name: '+ Add Card' }).click();
  const add = page.getByRole('dialog', { name: 'Add Card' });
  await add.getByLabel('Issuer').fill('Vault Store');
  await add.getByLabel('Password').fill('Vault-journey-pass');
  await add.getByRole('button', { name: 'Add Card' }).click();
  await expect(add).toBeHidden();
  const card = page.getByRole('article', { name: 'Vault Store' });
  await expect(card).not.toContainText('Vault-journey-pass');
  await card.getByRole('button', { name: 'Show Password' }).click();
  await expect(card.getByText('Vault-journey-pass')).toBeVisible();

  await page.goto('/account');
  const activity = page.getByRole('table', { name: 'Account activity' });
  await expect(activity.getByRole('row').nth(1)).toContainText('Password of store card “Vault Store” revealed', { timeout: 60_000 });
  await expect(activity).toContainText('Authenticator app added: Work phone');

  // The phone is lost: after the password, a saved recovery code (checked on the server, used once) opens the
  // portal and turns two-factor sign-in off, so the owner sets up a new authenticator.
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL('/signin');
  await signInThroughForm(page, email, PASSWORD);
  await page.getByRole('button', { name: 'Lost your authenticator app? Use a recovery code' }).click();
  const recovery = page.getByRole('form', { name: 'Use a Recovery Code' });
  await recovery.getByRole('textbox', { name: 'Recovery Code' }).fill('wrong-code1');
  await recovery.getByRole('button', { name: 'Continue' }).click();
  await expect(recovery.getByText('This recovery code is not right, or it was used already.')).toBeVisible();
  await recovery.getByRole('textbox', { name: 'Recovery Code' }).fill(recoveryCodes[0]);
  await recovery.getByRole('button', { name: 'Continue' }).click();
  await expectDashboard(page);
  await page.goto('/account');
  await expect(page.getByRole('region', { name: 'Two-Factor Sign-In' }).getByText('Off', { exact: true })).toBeVisible({ timeout: 60_000 });
});
