import { createContext, useContext, useId, type ComponentPropsWithoutRef, type KeyboardEvent } from 'react';

/**
 * Tabs after the WAI-ARIA tabs pattern, with the parts and attributes of Radix's (role, aria-selected,
 * aria-controls, data-state) and none of its layers: a page's first render measures no style
 * (Radix's panels read their computed animation on mount, which made a phone's browser work out
 * the whole page's styles in the middle of React's commit) and loads no roving-focus collection.
 *
 * Arrow keys, Home and End move focus along the tabs; with `activationMode="manual"` the focused
 * tab opens on Enter or Space (one history entry per choice), otherwise on focus. Only the open
 * panel renders its content; the others stay as empty, hidden panels the tabs point at.
 */
interface TabsState {
  value: string;
  select: (value: string) => void;
  manual: boolean;
  idOf: (part: 'tab' | 'panel', value: string) => string;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const state = useContext(TabsContext);
  if (!state) throw new Error('Tabs parts must be inside Tabs.Root');
  return state;
}

function Root({
  value,
  onValueChange,
  activationMode = 'automatic',
  ...props
}: ComponentPropsWithoutRef<'div'> & { value: string; onValueChange: (value: string) => void; activationMode?: 'automatic' | 'manual' }) {
  const base = useId();
  const state: TabsState = {
    value,
    select: (next) => {
      if (next !== value) onValueChange(next);
    },
    manual: activationMode === 'manual',
    idOf: (part, tab) => `${base}-${part}-${tab}`,
  };
  return (
    <TabsContext.Provider value={state}>
      <div {...props} />
    </TabsContext.Provider>
  );
}

const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

function List({ onKeyDown, ...props }: ComponentPropsWithoutRef<'div'>) {
  const { manual, select } = useTabs();
  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    const step = MOVES[event.key];
    if (!step || event.defaultPrevented) return;
    const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)')];
    const index = tabs.findIndex((tab) => tab === document.activeElement);
    const next = tabs[step(Math.max(index, 0), tabs.length)];
    if (!next) return;
    event.preventDefault();
    next.focus();
    if (!manual && next.dataset.value) select(next.dataset.value);
  };
  return <div role="tablist" aria-orientation="horizontal" onKeyDown={move} {...props} />;
}

function Trigger({ value, onClick, ...props }: ComponentPropsWithoutRef<'button'> & { value: string }) {
  const { value: open, select, idOf } = useTabs();
  const active = value === open;
  return (
    <button
      type="button"
      role="tab"
      id={idOf('tab', value)}
      aria-selected={active}
      aria-controls={idOf('panel', value)}
      data-state={active ? 'active' : 'inactive'}
      data-value={value}
      tabIndex={active ? 0 : -1}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) select(value);
      }}
      {...props}
    />
  );
}

function Content({ value, children, ...props }: ComponentPropsWithoutRef<'div'> & { value: string }) {
  const { value: open, idOf } = useTabs();
  const active = value === open;
  return (
    <div
      role="tabpanel"
      id={idOf('panel', value)}
      aria-labelledby={idOf('tab', value)}
      data-state={active ? 'active' : 'inactive'}
      hidden={!active}
      tabIndex={0}
      {...props}
    >
      {active && children}
    </div>
  );
}

export const Tabs = { Root, List, Trigger, Content };
