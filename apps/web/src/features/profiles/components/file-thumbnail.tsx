import { cn } from '@/lib/cn';

// One preview address per file for as long as the page lives; released when the file leaves the draft.
const addresses = new WeakMap<Blob, string>();

function addressOf(file: Blob): string {
  let address = addresses.get(file);
  if (!address) {
    address = URL.createObjectURL(file);
    addresses.set(file, address);
  }
  return address;
}

/** Frees a removed file's preview address. */
export function releaseFilePreview(file: Blob): void {
  const address = addresses.get(file);
  if (address) URL.revokeObjectURL(address);
  addresses.delete(file);
}

/** A chosen image file shown from memory, before it is uploaded. */
export function FileThumbnail({ file, alt, className }: { file: Blob; alt: string; className?: string }) {
  return <img src={addressOf(file)} alt={alt} className={cn('bg-sage object-cover', className)} />;
}
