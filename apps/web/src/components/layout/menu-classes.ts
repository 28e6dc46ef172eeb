/** The header's dropdown menus (the visitor's account menu, the member's create menu) share one look. */
export const MENU_ITEM =
  'flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium outline-none data-[highlighted]:bg-muted';
export const MENU_CONTENT = 'z-50 min-w-48 rounded-2xl border border-border bg-card p-1.5 shadow-lifted';
