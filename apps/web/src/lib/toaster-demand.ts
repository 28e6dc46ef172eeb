// Whether the app has raised a toast yet. The layout mounts sonner's Toaster only then, so a page
// that never toasts loads no sonner (toast.ts sets it with the first toast).
let required = false;
const listeners = new Set<() => void>();

/** Marks that a toast is on its way; the layout then mounts the Toaster. */
export function requireToaster(): void {
  if (required) return;
  required = true;
  for (const listener of listeners) listener();
}

export function isToasterRequired(): boolean {
  return required;
}

/** Calls back once the Toaster is required; answers how to stop listening. */
export function onToasterRequired(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
