// The service worker (copied to the site root by trunk, registered by www/loader.js):
// offline play from the first visit on, and a page never mixed with another build's
// files.
//
// PRECACHE lists every file of dist/ but this one, each with the SHA-256 of its bytes;
// scripts/precache.mjs writes it after each build, and `build` names the build (the
// page's loader tag carries the same name in data-build).
// - lazy files (another language's catalogue and rules page) are stored when a page of
//   this build first fetches them, and at install only if an earlier build's cache held
//   them (the language chosen stays offline across updates);
// - install: fetches every file past the HTTP cache, checks its hash, and stores them all
//   in a cache named after the build, or nothing (a half-deployed site fails the install,
//   and the browser tries again later);
// - waits (never skipWaiting on its own) until a page's Reload button posts
//   { type: 'skip-waiting' };
// - activate: claims every open page of the scope (a first visit's page too, which no
//   worker served: without the claim its later files, the rules, the puzzles, the engine,
//   would need the network until a reload), and deletes the caches of other builds that
//   no open page needs (caches of other sites at other paths of the same origin are left
//   alone). A claim cannot pick pages, and a first visit's page may be of another build
//   than its worker (a deploy between the page and sw.js): the fetch rule below keeps
//   every page on its own build's files, and the loader reloads no page that did not
//   ask (a claimed page is not reloaded; one of another build shows the update notice);
// - each page tells its build ({ type: 'build', build }, www/loader.js) and is answered
//   with this worker's; the pages' builds are kept in the cache PAGES (a worker is
//   stopped when idle and loses its memory, and the next build's worker reads them);
// - fetch: navigations get this build's index.html; a page's other requests come from
//   its own build's cache, so that a page that another build's worker took over (by a
//   claim, or when another tab's Reload activated a new version) keeps working on its
//   own files until its own Reload, and never gets another build's; if that cache is
//   gone, from the network. A request of a page that has not told its build, or of a
//   worker (the engine's), comes from this build's cache, else from any build's of this
//   scope (only names this build lacks are found there: the engine's content-hashed
//   files of the build of the page that started the worker), else from the network;
// - a build whose worker was replaced is "retired": its cache is kept while an open page
//   is of that build (or a page has not told its build yet), and deleted by the next
//   clean-up (activate, and each page's message) once none is. Only retired caches are
//   deleted, so a newer build's cache being filled by its installing worker is never
//   touched.
const PRECACHE = { build: 'dev', files: [] }; // written by scripts/precache.mjs

const SCOPE = self.registration.scope;
const PREFIX = `three-crowns ${SCOPE} `;
const CACHE = PREFIX + PRECACHE.build;
const INDEX = new URL('index.html', SCOPE).href;
// Bookkeeping, shared by the builds' workers of this scope (not a 'three-crowns ' cache:
// no build's clean-up deletes it): an entry per open page (its build) and per retired
// build.
const PAGES = `three-crowns-pages ${SCOPE}`;
const pageKey = (id) => `${SCOPE}?three-crowns-page=${encodeURIComponent(id)}`;
const retiredKey = (build) => `${SCOPE}?three-crowns-retired=${encodeURIComponent(build)}`;
const MATCH = { ignoreSearch: true, ignoreVary: true };

const hex = (buf) => [...new Uint8Array(buf)].map((b) => b.toString(16).padStart(2, '0')).join('');

/** Whether a cache of an earlier build of this scope holds `url` (a language chosen). */
async function heldBefore(url) {
  const href = new URL(url, SCOPE).href;
  for (const name of (await caches.keys()).filter((k) => k.startsWith(PREFIX) && k !== CACHE)) {
    if (await caches.match(href, { ...MATCH, cacheName: name })) return true;
  }
  return false;
}

async function precache() {
  // A lazy file (another language's words) is stored at install only if an earlier
  // build's cache held it: the language the player chose stays offline across updates.
  const wanted = [];
  for (const file of PRECACHE.files) if (!file.lazy || (await heldBefore(file.url))) wanted.push(file);
  const fetched = await Promise.all(
    wanted.map(async ({ url, revision }) => {
      const request = new Request(new URL(url, SCOPE).href, { cache: 'reload' });
      const response = await fetch(request);
      if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
      const body = await response.clone().arrayBuffer();
      const sha = hex(await crypto.subtle.digest('SHA-256', body));
      if (sha !== revision) throw new Error(`${url}: not the file of build ${PRECACHE.build}`);
      return [request, response];
    }),
  );
  const cache = await caches.open(CACHE);
  try {
    await Promise.all(fetched.map(([request, response]) => cache.put(request, response)));
  } catch (e) {
    await caches.delete(CACHE);
    throw e;
  }
}

// Each page's build, as this worker has read or been told it (client id -> build).
const builds = new Map();

/** The build the page `id` said it is, or undefined. */
async function buildOf(id) {
  if (!id) return undefined;
  if (!builds.has(id)) {
    const said = await caches.match(pageKey(id), { cacheName: PAGES });
    if (!said) return undefined;
    builds.set(id, await said.text());
  }
  return builds.get(id);
}

async function remember(id, build) {
  builds.set(id, build);
  await (await caches.open(PAGES)).put(pageKey(id), new Response(build));
}

/** Forgets closed pages; deletes the retired builds' caches that no open page needs. */
async function cleanUp() {
  const open = (await self.clients.matchAll({ type: 'window', includeUncontrolled: true })).filter((c) =>
    c.url.startsWith(SCOPE),
  );
  const inUse = await Promise.all(open.map((c) => buildOf(c.id)));
  const pages = await caches.open(PAGES);
  const keys = (await pages.keys()).map((r) => r.url);
  const openKeys = new Set(open.map((c) => pageKey(c.id)));
  for (const id of builds.keys()) if (!openKeys.has(pageKey(id))) builds.delete(id);
  await Promise.all(keys.filter((k) => k.includes('?three-crowns-page=') && !openKeys.has(k)).map((k) => pages.delete(k)));
  // A page that has not told its build yet may need any of them.
  if (inUse.includes(undefined)) return;
  const needed = new Set([PRECACHE.build, ...inUse]);
  const retired = keys.filter((k) => k.includes('?three-crowns-retired='));
  for (const key of retired) {
    const build = decodeURIComponent(key.split('?three-crowns-retired=')[1]);
    if (needed.has(build)) continue;
    await caches.delete(PREFIX + build);
    await pages.delete(key);
  }
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    // This build may come back after it was retired (a deploy taken back): not any more.
    caches
      .open(PAGES)
      .then((pages) => pages.delete(retiredKey(PRECACHE.build)))
      .then(precache)
      .catch(async (e) => {
        await caches.delete(CACHE);
        throw e;
      }),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const pages = await caches.open(PAGES);
      const others = (await caches.keys()).filter((k) => k.startsWith(PREFIX) && k !== CACHE);
      await Promise.all(others.map((k) => pages.put(retiredKey(k.slice(PREFIX.length)), new Response(''))));
      await cleanUp();
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('message', (event) => {
  const { data, source } = event;
  if (data?.type === 'skip-waiting') self.skipWaiting();
  if (data?.type === 'build' && typeof data.build === 'string' && source?.id) {
    event.waitUntil(
      (async () => {
        await remember(source.id, data.build);
        source.postMessage({ type: 'build', build: PRECACHE.build });
        await cleanUp();
      })(),
    );
  }
});

async function respond(event) {
  const { request } = event;
  if (request.mode === 'navigate') return (await caches.match(INDEX, { cacheName: CACHE })) ?? fetch(request);
  const build = await buildOf(event.clientId);
  const names = build
    ? [PREFIX + build]
    : [CACHE, ...(await caches.keys()).filter((k) => k.startsWith(PREFIX) && k !== CACHE)];
  for (const cacheName of names) {
    const hit = await caches.match(request, { ...MATCH, cacheName });
    if (hit) return hit;
  }
  // A lazy file of this build (a language just chosen) is stored once fetched, if it is
  // this build's (its hash), so that the language works offline from then on.
  const lazy = PRECACHE.files.find((f) => f.lazy && new URL(f.url, SCOPE).href === request.url);
  if (lazy && (!build || build === PRECACHE.build)) {
    const response = await fetch(request);
    if (response.ok) {
      const body = await response.clone().arrayBuffer();
      if (hex(await crypto.subtle.digest('SHA-256', body)) === lazy.revision) {
        await (await caches.open(CACHE)).put(request, response.clone());
      }
    }
    return response;
  }
  return fetch(request);
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET' || !request.url.startsWith(SCOPE)) return;
  event.respondWith(respond(event));
});
