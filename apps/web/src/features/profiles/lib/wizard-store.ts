import { useCallback, useEffect, useRef, useState } from 'react';
import { emptyDraft, WIZARD_STEP_COUNT, type WizardDraft } from './wizard-draft';

/**
 * Where the wizard keeps its progress between reloads: IndexedDB, which stores the chosen photo
 * files themselves (localStorage holds only a few megabytes of text). Without IndexedDB (some
 * private windows) the draft lives in memory for as long as the page does.
 */
interface DraftStore {
  load(key: string): Promise<WizardDraft | null>;
  save(key: string, draft: WizardDraft): Promise<void>;
  clear(key: string): Promise<void>;
}

const DB_NAME = 'rootshare-wizard';
const SAVE_DELAY_MS = 250;
const STORE = 'drafts';

function request<T>(run: (store: IDBObjectStore) => IDBRequest<T>, mode: IDBTransactionMode, db: IDBDatabase): Promise<T> {
  return new Promise((resolve, reject) => {
    const transaction = db.transaction(STORE, mode);
    const pending = run(transaction.objectStore(STORE));
    transaction.oncomplete = () => resolve(pending.result);
    transaction.onerror = () => reject(transaction.error ?? new Error('The wizard draft could not be stored.'));
    transaction.onabort = () => reject(transaction.error ?? new Error('The wizard draft could not be stored.'));
  });
}

function indexedDbStore(factory: IDBFactory): DraftStore {
  let opened: Promise<IDBDatabase> | null = null;
  const open = () =>
    (opened ??= new Promise((resolve, reject) => {
      const pending = factory.open(DB_NAME, 1);
      pending.onupgradeneeded = () => pending.result.createObjectStore(STORE);
      pending.onsuccess = () => resolve(pending.result);
      pending.onerror = () => reject(pending.error ?? new Error('The wizard draft store could not be opened.'));
    }));
  return {
    load: async (key) => ((await request((store) => store.get(key), 'readonly', await open())) as WizardDraft | undefined) ?? null,
    save: async (key, draft) => {
      await request((store) => store.put(draft, key), 'readwrite', await open());
    },
    clear: async (key) => {
      await request((store) => store.delete(key), 'readwrite', await open());
    },
  };
}

function memoryStore(): DraftStore {
  const drafts = new Map<string, WizardDraft>();
  return {
    load: (key) => Promise.resolve(drafts.get(key) ?? null),
    save: (key, draft) => {
      drafts.set(key, draft);
      return Promise.resolve();
    },
    clear: (key) => {
      drafts.delete(key);
      return Promise.resolve();
    },
  };
}

const fallback = memoryStore();
const preferred = typeof indexedDB === 'undefined' ? null : indexedDbStore(indexedDB);

/** Runs on IndexedDB, and falls back to memory for good when IndexedDB refuses (quota, private mode). */
const draftStore: DraftStore = {
  load: (key) => (preferred ? preferred.load(key).catch(() => fallback.load(key)) : fallback.load(key)),
  save: async (key, draft) => {
    await fallback.save(key, draft);
    await preferred?.save(key, draft).catch(() => undefined);
  },
  clear: async (key) => {
    await fallback.clear(key);
    await preferred?.clear(key).catch(() => undefined);
  },
};

/** A stored draft that may come from an older build: unknown shapes start afresh. */
function restore(saved: WizardDraft | null): WizardDraft {
  if (
    !saved ||
    typeof saved.step !== 'number' ||
    !Array.isArray(saved.photos) ||
    !Array.isArray(saved.savedPosts) ||
    !Array.isArray(saved.plants)
  ) {
    return emptyDraft();
  }
  return { ...saved, step: Math.min(Math.max(1, Math.trunc(saved.step)), WIZARD_STEP_COUNT) };
}

export interface WizardDraftState {
  /** Null until the stored draft has been read. */
  draft: WizardDraft | null;
  update: (change: (draft: WizardDraft) => WizardDraft) => void;
  /** Forgets the draft (after publishing). */
  discard: () => Promise<void>;
}

/** The member's wizard draft, saved after every change so a reload resumes where they were. */
export function useWizardDraft(key: string | undefined): WizardDraftState {
  const [draft, setDraft] = useState<WizardDraft | null>(null);
  // The latest draft, so changes made in quick succession build on each other.
  const latest = useRef<WizardDraft | null>(null);
  // Saves run one after another, so an older draft never overwrites a newer one; changes made
  // while typing are gathered into one save a moment later.
  const saving = useRef<Promise<void>>(Promise.resolve());
  const savePending = useRef(false);

  useEffect(() => {
    if (!key) return;
    let active = true;
    void draftStore.load(key).then((saved) => {
      if (!active) return;
      latest.current = restore(saved);
      setDraft(latest.current);
    });
    return () => {
      active = false;
    };
  }, [key]);

  const update = useCallback(
    (change: (current: WizardDraft) => WizardDraft) => {
      if (!latest.current || !key) return;
      const next = change(latest.current);
      latest.current = next;
      setDraft(next);
      if (savePending.current) return;
      savePending.current = true;
      saving.current = saving.current
        .then(() => new Promise((resolve) => setTimeout(resolve, SAVE_DELAY_MS)))
        .then(() => {
          savePending.current = false;
          return latest.current ? draftStore.save(key, latest.current) : undefined;
        });
    },
    [key],
  );

  const discard = useCallback(async () => {
    if (!key) return;
    latest.current = null;
    saving.current = saving.current.then(() => draftStore.clear(key));
    await saving.current;
  }, [key]);

  return { draft, update, discard };
}
