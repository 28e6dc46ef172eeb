import { Link } from 'react-router';
import { useT } from '@/lib/i18n/i18n';
import { useSignInPath } from '@/lib/return-path';
import { buttonClasses } from './button';

/**
 * What a members-only page or part shows a visitor: why they should sign in, and the way to, which
 * comes back here. `asPage` when it is all the page shows: its message is then the page's heading.
 */
export function SignInPrompt({ message, asPage = false }: { message: string; asPage?: boolean }) {
  const signIn = useSignInPath();
  const t = useT();
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-4 px-4 py-20 text-center">
      {asPage ? <h1 className="text-lg font-semibold">{message}</h1> : <p className="text-lg font-semibold">{message}</p>}
      <Link to={signIn} className={buttonClasses('primary')}>
        {t('shell.signIn')}
      </Link>
    </div>
  );
}
