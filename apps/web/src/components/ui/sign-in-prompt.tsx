import { Link } from 'react-router';
import { useSignInPath } from '@/lib/return-path';
import { buttonClasses } from './button';

/** What a members-only page shows a visitor: why they should sign in, and the way to, which comes back here. */
export function SignInPrompt({ message }: { message: string }) {
  const signIn = useSignInPath();
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-4 px-4 py-20 text-center">
      <p className="text-lg font-semibold">{message}</p>
      <Link to={signIn} className={buttonClasses('primary')}>
        Sign In
      </Link>
    </div>
  );
}
