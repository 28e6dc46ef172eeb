import { cn } from '@/lib/cn';

/** The picture something from another server came with (through this server's media proxy), described as its author described it. */
export function RemotePicture({ src, description, className }: { src: string; description: string | null; className: string }) {
  return <img src={src} alt={description ?? ''} loading="lazy" className={cn('w-full rounded-xl bg-muted object-cover', className)} />;
}
