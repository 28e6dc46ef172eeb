import { useEffect } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { cn } from '@/lib/cn';
import { AuthCard } from '../components/auth-card';
import { RegisterForm } from '../components/register-form';
import { SignInForm } from '../components/sign-in-form';
import { homeFor, useSession } from '@/lib/session';
import { RETURN_PARAM, safeReturnPath, withReturnPath } from '@/lib/return-path';
import { useT } from '@/lib/i18n/i18n';

type Mode = 'signin' | 'register';

/**
 * Sign-in and registration in one card, toggled by ?mode=. ?next= is where the member was going:
 * they arrive there once signed in, or once the profile wizard is done after registering.
 */
export function AuthPage() {
  const t = useT();
  const { status, user } = useSession();
  const [params, setParams] = useSearchParams();
  const mode: Mode = params.get('mode') === 'register' ? 'register' : 'signin';
  const returnTo = safeReturnPath(params.get(RETURN_PARAM));
  const setMode = (next: Mode) =>
    setParams(
      (current) => {
        current.set('mode', next);
        return current;
      },
      { replace: true },
    );

  useEffect(() => {
    document.title = t(mode === 'register' ? 'auth.registerDocumentTitle' : 'auth.signInDocumentTitle');
  }, [mode, t]);

  if (status === 'signed-in' && user) {
    const home = homeFor(user);
    return <Navigate to={home === '/' ? (returnTo ?? '/') : withReturnPath(home, returnTo)} replace />;
  }

  const tab = (value: Mode, label: string) => (
    <button
      type="button"
      role="tab"
      aria-selected={mode === value}
      aria-controls="auth-panel"
      onClick={() => setMode(value)}
      className={cn(
        'flex-1 rounded-full py-2 text-sm font-bold transition-colors',
        mode === value ? 'bg-card text-primary shadow-sm' : 'text-muted-foreground hover:text-foreground',
      )}
    >
      {label}
    </button>
  );

  return (
    <AuthCard
      title={t(mode === 'register' ? 'auth.registerTitle' : 'auth.signInTitle')}
      subtitle={t(mode === 'register' ? 'auth.registerSubtitle' : 'auth.signInSubtitle')}
    >
      <div role="tablist" aria-label={t('auth.tabs')} className="mb-6 flex gap-1 rounded-full bg-muted p-1">
        {tab('signin', t('shell.signIn'))}
        {tab('register', t('shell.register'))}
      </div>
      <div id="auth-panel" role="tabpanel">
        {mode === 'register' ? <RegisterForm onRegistered={() => setMode('signin')} /> : <SignInForm />}
      </div>
    </AuthCard>
  );
}
