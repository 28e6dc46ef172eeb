import { Leaf } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/lib/cn';

/** A small square photo of a plant, or a drawn leaf when it has none or the photo fails. */
export function PlantThumbnail({ src, className }: { src: string | null | undefined; className?: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  const shown = src && failed !== src ? src : null;
  return (
    <span
      className={cn(
        'inline-flex h-12 w-12 shrink-0 items-center justify-center overflow-hidden rounded-xl bg-sage text-primary',
        className,
      )}
      aria-hidden="true"
    >
      {shown ? (
        <img src={shown} alt="" loading="lazy" decoding="async" className="h-full w-full object-cover" onError={() => setFailed(shown)} />
      ) : (
        <Leaf className="h-1/2 w-1/2 opacity-70" />
      )}
    </span>
  );
}
