import { useState } from 'react';
import { cn } from '@/lib/cn';

const SIZES = { sm: 'h-8 w-8 text-sm', md: 'h-10 w-10 text-base', lg: 'h-16 w-16 text-2xl', xl: 'h-28 w-28 text-4xl' } as const;

/** A member's picture, or the first letter of their name ('U' when none). */
export function Avatar({
  src,
  name,
  size = 'md',
  className,
}: {
  src?: string | null | undefined;
  name?: string | null | undefined;
  size?: keyof typeof SIZES;
  className?: string;
}) {
  const [failed, setFailed] = useState(false);
  const initial = (name?.trim()[0] ?? 'U').toUpperCase();
  return (
    <span
      className={cn(
        'relative inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-sage font-bold text-primary',
        SIZES[size],
        className,
      )}
    >
      {src && !failed ? (
        <img src={src} alt="" className="h-full w-full object-cover" onError={() => setFailed(true)} loading="lazy" />
      ) : (
        <span aria-hidden="true">{initial}</span>
      )}
    </span>
  );
}
