import { newIdempotencyKey } from '../forms/newIdempotencyKey.ts';
import { systemClock } from './clock.ts';
import { createDraftStore, type DraftStore } from './formDraft.ts';
import { leaseLock, webLock, type SenderLock } from './senderLock.ts';
import { FAILED_QUEUE_KEY, QUEUE_KEY, SEND_LOCK_NAME, WRITE_LOCK_NAME } from './storageKeys.ts';
import { createSubmissionQueue, type KeyValueStorage, type SubmissionQueue } from './submissionQueue.ts';

export interface BrowserOffline {
  queue: SubmissionQueue;
  drafts: DraftStore;
  /** False when localStorage cannot be used (private mode, disabled): the page says so. */
  storageAvailable: boolean;
}

let shared: BrowserOffline | null = null;

/**
 * The page's one queue and draft store, wired to the browser: it sends on load, when the browser
 * comes back online and when the tab becomes visible again, and learns of other tabs' changes
 * through the storage event. Any page or dialog that queues a submission uses this.
 */
export function browserOffline(): BrowserOffline {
  if (shared) return shared;
  const { storage, available } = usableStorage();
  const lock = (name: string): SenderLock =>
    'locks' in navigator && navigator.locks
      ? webLock(navigator.locks as unknown as Parameters<typeof webLock>[0], name)
      : leaseLock({ storage, clock: systemClock, key: name, owner: newIdempotencyKey() });
  const queue = createSubmissionQueue({
    storage,
    fetch: (...args) => window.fetch(...args),
    clock: systemClock,
    sendLock: lock(SEND_LOCK_NAME),
    writeLock: lock(WRITE_LOCK_NAME),
    isOnline: () => navigator.onLine,
    newId: newIdempotencyKey,
    queueKey: QUEUE_KEY,
    failedKey: FAILED_QUEUE_KEY,
  });
  window.addEventListener('online', () => void queue.flush());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void queue.flush();
  });
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === QUEUE_KEY || event.key === FAILED_QUEUE_KEY) queue.changedElsewhere();
  });
  // Ask the browser not to evict what is queued when the disk fills up; a refusal changes nothing else.
  void navigator.storage?.persist?.().catch(() => false);
  void queue.flush();
  shared = { queue, drafts: createDraftStore(storage, systemClock), storageAvailable: available };
  return shared;
}

/** localStorage when it works; otherwise memory for this tab only, and the page warns that nothing is kept. */
function usableStorage(): { storage: KeyValueStorage; available: boolean } {
  try {
    const probe = `${QUEUE_KEY}:probe`;
    window.localStorage.setItem(probe, '1');
    window.localStorage.removeItem(probe);
    return { storage: window.localStorage, available: true };
  } catch {
    const map = new Map<string, string>();
    return {
      storage: {
        getItem: (key) => map.get(key) ?? null,
        setItem: (key, value) => void map.set(key, value),
        removeItem: (key) => void map.delete(key),
      },
      available: false,
    };
  }
}
