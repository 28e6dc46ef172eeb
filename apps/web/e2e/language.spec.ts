import { expect, inject, it } from 'vitest';
import { ownAddress, sharedBrowser, signIn, uniqueName } from './browser';

const baseUrl = inject('baseUrl');
const browser = sharedBrowser();

it('greets a French browser in French, registers in the Spanish chosen in the footer, and keeps Spanish with the account', async () => {
  const context = await browser().newContext({ baseURL: baseUrl, locale: 'fr-FR', extraHTTPHeaders: ownAddress() });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));

  await page.goto('/landing');
  await page.getByRole('heading', { level: 1, name: 'Partagez vos racines, faites grandir votre communauté.' }).waitFor();
  expect(await page.locator('html').getAttribute('lang')).toBe('fr-CA');

  await page.goto('/auth');
  await page.getByRole('heading', { name: 'Bon retour' }).waitFor();
  await page.getByLabel('Nom d’utilisateur ou courriel').waitFor();

  await page.getByLabel('Langue').selectOption('es-US');
  await page.getByRole('heading', { name: 'Qué bueno verte de nuevo' }).waitFor();
  expect(await page.locator('html').getAttribute('lang')).toBe('es-US');

  const username = uniqueName('idioma');
  await page.getByRole('tab', { name: 'Registrarse' }).click();
  await page.getByLabel('Nombre de usuario').fill(username);
  await page.getByLabel('Correo electrónico').fill(`${username}@example.test`);
  await page.getByLabel('Contraseña', { exact: true }).fill('helechos y esquejes');
  await page.getByLabel('Confirmar contraseña').fill('helechos y esquejes');
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await page.waitForURL('**/create-profile');

  await page.goto('/landing');
  await page.getByRole('heading', { level: 1, name: 'Comparte tus raíces, haz crecer tu comunidad.' }).waitFor();
  await page.reload();
  await page.getByRole('heading', { level: 1, name: 'Comparte tus raíces, haz crecer tu comunidad.' }).waitFor();
  expect(await page.locator('html').getAttribute('lang')).toBe('es-US');
  // Installing the app from here gives it its Spanish name card.
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = (await (await page.request.get(manifestHref ?? '')).json()) as { lang: string; description: string };
  expect(manifest.lang).toBe('es-US');
  expect(manifest.description).toContain('Intercambia esquejes');
  expect(errors).toEqual([]);

  // Another device with an English browser: the account's Spanish follows the member there.
  const elsewhere = await browser().newContext({ baseURL: baseUrl, locale: 'en-US', extraHTTPHeaders: ownAddress() });
  const other = await elsewhere.newPage();
  await signIn(other, username, 'helechos y esquejes');
  await other.goto('/landing');
  await other.getByRole('heading', { level: 1, name: 'Comparte tus raíces, haz crecer tu comunidad.' }).waitFor();
  expect(await other.locator('html').getAttribute('lang')).toBe('es-US');
});
