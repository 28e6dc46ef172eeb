import { Link } from 'react-router';
import { buttonClasses } from './button';

/** What a members-only page shows a visitor: why they should sign in, and the way to. */
export function SignInPrompt({ message }: { message: string }) {
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-4 px-4 py-20 text-center">
      <p className="text-lg font-semibold">{message}</p>
      <Link to="/auth" className={buttonClasses('primary')}>
        Sign In
      </Link>
    </div>
  );
}
