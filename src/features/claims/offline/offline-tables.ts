/**
 * What the phone keeps of a statement until the server has it: the latest unsent content of each part (`drafts`) and
 * the photos not uploaded yet (`photos`); and the statement as the phone last read it (`statements`), for a page
 * opened without a signal (claims-offline.ts). Keys start with the statement id (`{statementId}/…`), so one
 * statement's entries are read and removed together.
 *
 * Behind a small interface: the browser's IndexedDB where there is one, memory where there is none (a private window
 * of an old browser, and jsdom in the tests, which has no IndexedDB).
 */
export interface OfflineTable<Value> {
  get(key: string): Promise<Value | undefined>;
  put(key: string, value: Value): Promise<void>;
  delete(key: string): Promise<void>;
  /** Every entry whose key starts with `prefix`, in key order. */
  entries(prefix: string): Promise<[string, Value][]>;
  /** Removes every entry whose key starts with `prefix`. */
  deleteAll(prefix: string): Promise<void>;
}

export function memoryTable<Value>(): OfflineTable<Value> {
  const rows = new Map<string, Value>();
  const matching = (prefix: string) => [...rows.keys()].filter((key) => key.startsWith(prefix)).sort();
  return {
    get: async (key) => rows.get(key),
    put: async (key, value) => {
      rows.set(key, value);
    },
    delete: async (key) => {
      rows.delete(key);
    },
    entries: async (prefix) => matching(prefix).map((key) => [key, rows.get(key) as Value]),
    deleteAll: async (prefix) => {
      for (const key of matching(prefix)) rows.delete(key);
    },
  };
}

const databaseName = 'ao.claims';
const storeNames = ['drafts', 'photos', 'statements'] as const;
type StoreName = (typeof storeNames)[number];

let database: Promise<IDBDatabase> | undefined;

function openDatabase(): Promise<IDBDatabase> {
  database ??= new Promise<IDBDatabase>((resolve, reject) => {
    // Version 2 added `statements`; an upgrade creates only the stores a phone does not have yet.
    const request = indexedDB.open(databaseName, 2);
    request.onupgradeneeded = () => {
      for (const name of storeNames)
        if (!request.result.objectStoreNames.contains(name)) request.result.createObjectStore(name);
    };
    request.onsuccess = () => {
      // Another tab with a newer version of the site asks to upgrade: let it (this tab reopens on its next write).
      request.result.onversionchange = () => {
        request.result.close();
        database = undefined;
      };
      resolve(request.result);
    };
    request.onerror = () => reject(request.error ?? new Error('IndexedDB did not open'));
  }).catch((error: unknown) => {
    database = undefined;
    throw error;
  });
  return database;
}

const settled = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });

const prefixRange = (prefix: string) => IDBKeyRange.bound(prefix, `${prefix}\uffff`);

export function indexedDbTable<Value>(name: StoreName): OfflineTable<Value> {
  const store = async (mode: IDBTransactionMode) => (await openDatabase()).transaction(name, mode).objectStore(name);
  return {
    get: async (key) => settled((await store('readonly')).get(key)) as Promise<Value | undefined>,
    put: async (key, value) => {
      await settled((await store('readwrite')).put(value, key));
    },
    delete: async (key) => {
      await settled((await store('readwrite')).delete(key));
    },
    entries: async (prefix) => {
      const objects = await store('readonly');
      const [keys, values] = await Promise.all([
        settled(objects.getAllKeys(prefixRange(prefix))),
        settled(objects.getAll(prefixRange(prefix))),
      ]);
      return keys.map((key, index) => [String(key), values[index] as Value]);
    },
    deleteAll: async (prefix) => {
      await settled((await store('readwrite')).delete(prefixRange(prefix)));
    },
  };
}

/**
 * One of the phone's tables: IndexedDB in a browser that has it, memory otherwise (what is kept then lasts as long as
 * the page: better than nothing in a private window that refuses IndexedDB, and what jsdom's tests use).
 */
export function offlineTable<Value>(name: StoreName): OfflineTable<Value> {
  return typeof indexedDB === 'undefined' ? memoryTable<Value>() : indexedDbTable<Value>(name);
}
