import { expect, inject, it } from 'vitest';
import { callApi, MAIL_JOURNEY_TIMEOUT_MS, mailedLink, openPage, ownAddress, sharedBrowser, signIn, uniqueName } from './browser';
import { MEMBER_PASSWORD, memberWithPlants } from './members';

const baseUrl = inject('baseUrl');
const adminUsername = inject('adminUsername');
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

it(
  'lets a Spanish-speaking member ask for a plant in Spanish, and tells its French-speaking owner in French, in the bell and by mail',
  async () => {
    const owner = await memberWithPlants(baseUrl, 'claire', [{ name: 'Monstera de Claire', query: 'monstera' }], { language: 'fr-CA' });
    const asker = await memberWithPlants(baseUrl, 'lucia', [{ name: 'Poto de Lucía', query: 'pothos' }], { language: 'es-US' });

    // The owner's address is confirmed from the mail the sign-up sent, in French.
    const admin = await openPage(browser(), baseUrl);
    await signIn(admin.page, adminUsername);
    const ownerAddress = `${owner.username}@example.test`;
    const verify = await mailedLink(admin.page, 'Confirmez votre adresse courriel pour Rootshare', ownerAddress, /\/auth\/verify\?token=/);
    const claire = await browser().newContext({ baseURL: baseUrl, locale: 'fr-CA', extraHTTPHeaders: ownAddress() });
    const clairePage = await claire.newPage();
    await clairePage.goto(verify);
    await clairePage.getByRole('button', { name: 'Confirmer mon adresse' }).click();
    await clairePage.getByRole('heading', { name: 'Adresse courriel confirmée' }).waitFor();

    // Lucía signs in with a Spanish browser and asks for the monstera.
    const lucia = await browser().newContext({ baseURL: baseUrl, locale: 'es-US', extraHTTPHeaders: ownAddress() });
    const page = await lucia.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    await page.goto('/auth');
    await page.getByLabel('Usuario o correo electrónico').fill(asker.username);
    await page.getByLabel('Contraseña').fill(MEMBER_PASSWORD);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.waitForURL((url) => url.pathname !== '/auth');
    await page.goto(`/plant/${owner.plants.get('Monstera de Claire')}`);
    await page.getByRole('button', { name: 'Pedir intercambio' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pedir intercambio' });
    await dialog.getByText('¿Tu primer intercambio? Unos consejos de seguridad').waitFor();
    await dialog.getByRole('checkbox', { name: /Poto de Lucía/ }).check();
    await dialog.getByRole('button', { name: 'Enviar solicitud' }).click();
    await page.getByText('¡Solicitud de intercambio enviada!').waitFor();

    // Claire's bell and her mail say it in French.
    const { notifications } = await callApi<{ notifications: Array<{ type: string; title: string; message: string }> }>(
      baseUrl,
      '/api/notifications',
      { token: owner.token },
    );
    expect(notifications.find((n) => n.type === 'swap_request')).toMatchObject({
      title: 'Nouvelle demande d’échange',
      message: `${asker.username} vous a envoyé une demande d’échange.`,
    });
    const chat = await mailedLink(admin.page, `${asker.username} vous propose un échange`, ownerAddress, /\/messages\?conversation=/);
    expect(chat).toMatch(/^\/messages\?conversation=/);
    await admin.page.getByText(`${asker.username} aimerait échanger des plantes avec vous.`).first().waitFor();
    expect(errors).toEqual([]);
    await Promise.all([claire.close(), lucia.close()]);
  },
  MAIL_JOURNEY_TIMEOUT_MS,
);

it('shows a French-speaking member in Toronto Browse in French, with distances and radius choices in kilometres', async () => {
  const mathieu = await memberWithPlants(baseUrl, 'mathieu', [], {
    language: 'fr-CA',
    place: { location: 'Toronto, Ontario', latitude: 43.65, longitude: -79.38 },
  });
  const context = await browser().newContext({ baseURL: baseUrl, locale: 'fr-CA', extraHTTPHeaders: ownAddress() });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  await page.goto('/auth');
  await page.getByLabel('Nom d’utilisateur ou courriel').fill(mathieu.username);
  await page.getByLabel('Mot de passe').fill(MEMBER_PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.waitForURL((url) => url.pathname !== '/auth');

  await page.goto('/browse?area=all');
  await page.getByRole('heading', { name: 'Parcourir plantes et jardiniers' }).waitFor();
  await page.getByText('Dans votre coin (≤ 15 km)').waitFor();
  const plants = page.getByRole('list', { name: 'Plantes' });
  // French sets a no-break space before the colon.
  await plants
    .getByText(/^Distance\s:\s(< 2|\d+) km$/)
    .first()
    .waitFor();
  expect(await plants.getByText(/ mi$/).count()).toBe(0);

  await page.goto('/browse?tab=events');
  const radius = page.getByLabel('Distance');
  await radius.waitFor();
  expect(await radius.locator('option').allTextContents()).toEqual([
    'Dans un rayon de 15 km',
    'Dans un rayon de 40 km',
    'Dans un rayon de 75 km',
    'Dans un rayon de 150 km',
  ]);
  expect(errors).toEqual([]);
  await context.close();
});

/** A new gardener's sign-up and set-up in their language, with the distance unit of their town's country. */
const NEWCOMERS = [
  {
    language: 'fr-CA',
    who: 'a Montreal gardener',
    unit: 'kilometres',
    name: 'Mireille Tremblay',
    password: 'boutures et semences',
    town: 'Montreal',
    place: /Montr[eé]al, Qu[eé]bec/,
    words: {
      username: 'Nom d’utilisateur',
      email: 'Courriel',
      password: 'Mot de passe',
      confirm: 'Confirmer le mot de passe',
      create: 'Créer mon compte',
      // French sets a no-break space before the colon of each step's heading.
      step: (n: number, name: string) => new RegExp(`^Étape ${n}\\s:\\s${name}$`),
      steps: ['Renseignements de base', 'Photos du jardin', 'Votre collection', 'Préférences d’échange', 'Aperçu et publication'],
      fullName: 'Nom complet',
      place: 'Lieu',
      next: 'Continuer',
      addPlant: 'Ajouter une plante',
      distance: 'Distance souhaitée (km)',
      cuttings: 'boutures',
      plants: 'Plantes (1)',
      publish: 'Publier mon profil',
      published: 'Votre profil est publié!',
      welcome: 'Bienvenue sur Rootshare, Mireille',
    },
  },
  {
    language: 'es-US',
    who: 'a Los Angeles gardener',
    unit: 'miles',
    name: 'Lucía Ramírez',
    password: 'esquejes y semillas',
    town: 'Los Angeles',
    place: /Los Angeles, California/,
    words: {
      username: 'Nombre de usuario',
      email: 'Correo electrónico',
      password: 'Contraseña',
      confirm: 'Confirmar contraseña',
      create: 'Crear cuenta',
      step: (n: number, name: string) => new RegExp(`^Paso ${n}:\\s${name}$`),
      steps: ['Información básica', 'Fotos del jardín', 'Arma tu colección', 'Preferencias de intercambio', 'Revisar y publicar'],
      fullName: 'Nombre completo',
      place: 'Ubicación',
      next: 'Continuar',
      addPlant: 'Agregar una planta',
      distance: 'Distancia preferida (millas)',
      cuttings: 'esquejes',
      plants: 'Plantas (1)',
      publish: 'Publicar perfil',
      published: '¡Tu perfil está publicado!',
      welcome: 'Te damos la bienvenida a Rootshare, Lucía',
    },
  },
] as const;

it.each(NEWCOMERS)(
  'takes $who through sign-up and the five set-up steps in $language, $unit and all, to a home in it',
  async (newcomer) => {
    const { words } = newcomer;
    const context = await browser().newContext({ baseURL: baseUrl, locale: newcomer.language, extraHTTPHeaders: ownAddress() });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    const username = uniqueName('newcomer');
    await page.goto('/auth?mode=register');
    await page.getByLabel(words.username).fill(username);
    await page.getByLabel(words.email).fill(`${username}@example.test`);
    await page.getByLabel(words.password, { exact: true }).fill(newcomer.password);
    await page.getByLabel(words.confirm).fill(newcomer.password);
    await page.getByRole('button', { name: words.create }).click();
    await page.waitForURL('**/create-profile');

    const step = (n: number) => page.getByRole('heading', { name: words.step(n, words.steps[n - 1] ?? '') });
    await step(1).waitFor();
    await page.getByLabel(words.fullName).fill(newcomer.name);
    await page.getByLabel(words.place, { exact: true }).fill(newcomer.town);
    await page.getByRole('option', { name: newcomer.place }).first().click();
    await page.getByRole('button', { name: words.next }).click();

    await step(2).waitFor();
    await page.getByRole('button', { name: words.next }).click();

    await step(3).waitFor();
    await page.getByRole('combobox', { name: words.addPlant }).fill('marble queen');
    await page
      .getByRole('option', { name: /Marble Queen Pothos/ })
      .first()
      .click();
    await page.getByRole('button', { name: words.next }).click();

    // The distance asked for is in the unit of the place's country.
    await step(4).waitFor();
    await page.getByText(words.distance).waitFor();
    expect(await page.getByRole('button', { name: words.next }).isDisabled()).toBe(true);
    await page.getByRole('checkbox', { name: words.cuttings }).check();
    await page.getByRole('button', { name: words.next }).click();

    await step(5).waitFor();
    await page.getByRole('region', { name: words.plants }).waitFor();
    await page.getByRole('button', { name: words.publish }).click();
    await page.getByText(words.published).waitFor();
    await page.waitForURL(`${baseUrl}/`);
    await page.getByRole('heading', { name: words.welcome }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe(newcomer.language);
    expect(errors).toEqual([]);
    await context.close();
  },
);
