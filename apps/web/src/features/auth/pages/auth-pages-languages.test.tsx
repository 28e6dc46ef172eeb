import { INVALID_CREDENTIALS, PASSWORD_RESET_INVALID } from '@rootshare/contracts/auth';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, page, renderRoutesIn, sentBody } from '@/test/render';
import { AuthPage } from './auth-page';
import { ForgotPasswordPage } from './forgot-password-page';
import { ResetPasswordPage } from './reset-password-page';
import { VerifyEmailPage } from './verify-email-page';

const routes = [
  page('/auth', <AuthPage />),
  page('/auth/forgot', <ForgotPasswordPage />),
  page('/auth/reset', <ResetPasswordPage />),
  page('/auth/verify', <VerifyEmailPage />),
];
afterEach(() => vi.unstubAllGlobals());

/** What each language shows on the auth pages: the same screens, written naturally in each. */
const WORDS = {
  'fr-CA': {
    signInTitle: 'Bon retour',
    usernameOrEmail: 'Nom d’utilisateur ou courriel',
    password: 'Mot de passe',
    signIn: 'Se connecter',
    usernameRequired: 'Le nom d’utilisateur ou le courriel est obligatoire',
    passwordRequired: 'Le mot de passe est obligatoire',
    invalidCredentials: 'Nom d’utilisateur ou mot de passe invalide',
    register: 'S’inscrire',
    username: 'Nom d’utilisateur',
    email: 'Courriel',
    confirmPassword: 'Confirmer le mot de passe',
    createAccount: 'Créer mon compte',
    mismatch: 'Les mots de passe ne correspondent pas. Veuillez réessayer.',
    tooShort: 'Le mot de passe doit contenir au moins 8 caractères',
    emailInvalid: 'Veuillez entrer une adresse courriel valide',
    forgotTitle: 'Mot de passe oublié?',
    sendResetLink: 'Envoyer le lien',
    resetTitle: 'Choisissez un nouveau mot de passe',
    resetInvalid: 'Ce lien de réinitialisation n’est plus valide.',
    newLink: 'M’envoyer un nouveau lien',
    verifyTitle: 'Confirmez votre adresse courriel',
    verifyButton: 'Confirmer mon adresse',
  },
  'es-US': {
    signInTitle: 'Qué bueno verte de nuevo',
    usernameOrEmail: 'Usuario o correo electrónico',
    password: 'Contraseña',
    signIn: 'Iniciar sesión',
    usernameRequired: 'El usuario o correo electrónico es obligatorio',
    passwordRequired: 'La contraseña es obligatoria',
    invalidCredentials: 'Usuario o contraseña incorrectos',
    register: 'Registrarse',
    username: 'Nombre de usuario',
    email: 'Correo electrónico',
    confirmPassword: 'Confirmar contraseña',
    createAccount: 'Crear cuenta',
    mismatch: 'Las contraseñas no coinciden. Inténtalo de nuevo.',
    tooShort: 'La contraseña debe tener al menos 8 caracteres',
    emailInvalid: 'Escribe un correo electrónico válido',
    forgotTitle: '¿Olvidaste tu contraseña?',
    sendResetLink: 'Enviar enlace',
    resetTitle: 'Elige una nueva contraseña',
    resetInvalid: 'Este enlace para restablecer la contraseña ya no es válido.',
    newLink: 'Envíame un nuevo enlace',
    verifyTitle: 'Confirma tu correo electrónico',
    verifyButton: 'Confirmar mi correo',
  },
} as const;

describe.each(Object.entries(WORDS))('the auth pages in %s', (language, words) => {
  it('sign in: labels, the form’s own errors, and the server’s refusal as a toast, all in the language', async () => {
    mockApi((url) => (url === '/api/auth/signin' ? { status: 401, body: { error: INVALID_CREDENTIALS } } : undefined));
    await renderRoutesIn(language as keyof typeof WORDS, routes, '/auth');
    const user = userEvent.setup();
    expect(screen.getByRole('heading', { name: words.signInTitle })).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: words.signIn });
    await user.click(submit);
    expect(await screen.findByText(words.usernameRequired)).toBeInTheDocument();
    expect(screen.getByText(words.passwordRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText(words.usernameOrEmail), 'fern');
    await user.type(screen.getByLabelText(words.password), 'not the password');
    await user.click(submit);
    expect(await screen.findByText(words.invalidCredentials)).toBeInTheDocument();
    expect(screen.queryByText(INVALID_CREDENTIALS)).not.toBeInTheDocument();
  });

  it('register: labels and the contract’s messages in the language, and the language sent with the account', async () => {
    const fetchMock = mockApi(() => ({ status: 500, body: { error: 'boom' } }));
    await renderRoutesIn(language as keyof typeof WORDS, routes, '/auth?mode=register');
    const user = userEvent.setup();
    expect(screen.getByRole('tab', { name: words.register, selected: true })).toBeInTheDocument();
    await user.type(screen.getByLabelText(words.username), 'fern');
    await user.type(screen.getByLabelText(words.email), 'not an address');
    await user.type(screen.getByLabelText(words.password), 'short');
    await user.type(screen.getByLabelText(words.confirmPassword), 'different');
    await user.click(screen.getByRole('button', { name: words.createAccount }));
    expect(await screen.findByText(words.emailInvalid)).toBeInTheDocument();
    expect(screen.getByText(words.tooShort)).toBeInTheDocument();
    await user.clear(screen.getByLabelText(words.email));
    await user.type(screen.getByLabelText(words.email), 'fern@example.test');
    await user.clear(screen.getByLabelText(words.password));
    await user.type(screen.getByLabelText(words.password), 'a long passphrase');
    await user.click(screen.getByRole('button', { name: words.createAccount }));
    expect(await screen.findByText(words.mismatch)).toBeInTheDocument();
    await user.clear(screen.getByLabelText(words.confirmPassword));
    await user.type(screen.getByLabelText(words.confirmPassword), 'a long passphrase');
    await user.click(screen.getByRole('button', { name: words.createAccount }));
    await screen.findByText('boom');
    expect(sentBody(fetchMock, '/api/auth/signup')).toMatchObject({ username: 'fern', language });
  });

  it('forgot password, an expired reset link and the e-mail link page speak the language', async () => {
    mockApi(() => undefined);
    const first = await renderRoutesIn(language as keyof typeof WORDS, routes, '/auth/forgot');
    expect(screen.getByRole('heading', { name: words.forgotTitle })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: words.sendResetLink })).toBeInTheDocument();
    first.unmount();

    const second = await renderRoutesIn(language as keyof typeof WORDS, routes, '/auth/reset');
    expect(screen.getByRole('heading', { name: words.resetTitle })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(words.resetInvalid);
    expect(screen.queryByText(PASSWORD_RESET_INVALID)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: words.newLink })).toHaveAttribute('href', '/auth/forgot');
    second.unmount();

    await renderRoutesIn(language as keyof typeof WORDS, routes, '/auth/verify?token=abc');
    expect(screen.getByRole('heading', { name: words.verifyTitle })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: words.verifyButton })).toBeInTheDocument();
  });
});
