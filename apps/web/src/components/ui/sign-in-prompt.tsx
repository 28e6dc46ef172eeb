import { Link } from 'react-router';
import { useT } from '@/lib/i18n/i18n';
import { useSignInPath } from '@/lib/return-path';
import { buttonClasses } from './button';

/** What a members-only page shows a visitor: why they should sign in, and the way to, which comes back here. */
export function SignInPrompt({ message }: { message: string }) {
  const signIn = useSignInPath();
  const t = useT();
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-4 px-4 py-20 text-center">
      <p className="text-lg font-semibold">{message}</p>
      <Link to={signIn} className={buttonClasses('primary')}>
        {t('shell.signIn')}
      </Link>
    </div>
  );
}
