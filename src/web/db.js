// The archive's database for the page's wasm (src/web/db.rs): IndexedDB `three-crowns`,
// object store `games` of `{ id, record, updated }` (key `id`, index `updated`: the games
// come out newest first in its order, never sorted again), and a BroadcastChannel
// that tells the page's other tabs of every game stored or deleted. Promise-based and
// small: each function settles with what the app core reads, or rejects with the
// browser's words (`QuotaExceededError: …`, `SecurityError: …`).
const NAME = 'three-crowns';
const STORE = 'games';
const BY_DATE = 'updated';
// 1: the store; 2: its index by `updated`.
const VERSION = 2;
const CHANNEL = 'three-crowns.archive';
let db = null;
let channel = null;

// Games as the page's wasm reads them: one flat list of strings, `id`, `updated` (whole
// ms) and `record` for each game (read by the core: src/app/archive/rows.rs).
const flat = (games) => games.flatMap((g) => [String(g.id), String(Math.round(Number(g.updated) || 0)), String(g.record)]);

const words = (e) => (e && e.name ? (e.message ? `${e.name}: ${e.message}` : e.name) : String(e));

function finished(tx) {
  return new Promise((ok, fail) => {
    tx.oncomplete = () => ok();
    tx.onerror = () => fail(words(tx.error));
    tx.onabort = () => fail(words(tx.error ?? new DOMException('the write was aborted', 'AbortError')));
  });
}

// Opens the database; resolves with every game, newest first (the index read backwards),
// rejects with why it cannot be used.
// `news` hears another tab's games stored, `['put', …flat(games)]`, or a game deleted,
// `['deleted', id]`.
export function dbOpen(news) {
  return new Promise((ok, fail) => {
    let open;
    try {
      open = indexedDB.open(NAME, VERSION);
    } catch (e) {
      fail(words(e));
      return;
    }
    open.onupgradeneeded = () => {
      const base = open.result;
      const store = base.objectStoreNames.contains(STORE)
        ? open.transaction.objectStore(STORE)
        : base.createObjectStore(STORE, { keyPath: 'id' });
      if (!store.indexNames.contains(BY_DATE)) store.createIndex(BY_DATE, 'updated');
    };
    open.onerror = () => fail(words(open.error));
    open.onblocked = () => fail('the database is held by an older version of the page in another tab');
    open.onsuccess = () => {
      db = open.result;
      db.onversionchange = () => db.close();
      try {
        channel = new BroadcastChannel(CHANNEL);
        channel.onmessage = (e) => {
          const d = e.data;
          news(d?.put ? ['put', ...flat(d.put)] : d?.deleted != null ? ['deleted', String(d.deleted)] : []);
        };
      } catch {
        channel = null;
      }
      try {
        const all = db.transaction(STORE, 'readonly').objectStore(STORE).index(BY_DATE).getAll();
        all.onsuccess = () => ok(flat(all.result.reverse()));
        all.onerror = () => fail(words(all.error));
      } catch (e) {
        fail(words(e));
      }
    };
  });
}

// Stores `games` (each in place of the one with its id) in one transaction.
export async function dbPut(games) {
  if (!db) throw 'the database is not open';
  let tx;
  try {
    tx = db.transaction(STORE, 'readwrite');
    const store = tx.objectStore(STORE);
    for (const g of games) store.put(g);
  } catch (e) {
    throw words(e);
  }
  await finished(tx);
  channel?.postMessage({ put: games });
}

// Deletes the game `id`.
export async function dbDelete(id) {
  if (!db) throw 'the database is not open';
  let tx;
  try {
    tx = db.transaction(STORE, 'readwrite');
    tx.objectStore(STORE).delete(id);
  } catch (e) {
    throw words(e);
  }
  await finished(tx);
  channel?.postMessage({ deleted: id });
}
