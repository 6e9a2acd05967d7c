// The service worker (copied to the site root by trunk, registered by www/loader.js):
// offline play, and a new version never mixed with the old.
//
// PRECACHE lists every file of dist/ but this one, each with the SHA-256 of its bytes;
// scripts/precache.mjs writes it after each build, and `build` is a hash of the list.
// - install: fetches every file past the HTTP cache, checks its hash, and stores them all
//   in a cache named after the build, or nothing (a half-deployed site fails the install,
//   and the browser tries again later);
// - fetch: navigations get the cached index.html, other files come from that one cache
//   (the query ignored), anything else from the network;
// - waits (never skipWaiting on its own) until the page's Reload button posts
//   { type: 'skip-waiting' };
// - activate: deletes this site's caches of other builds (caches of other sites at other
//   paths of the same origin are left alone).
const PRECACHE = { build: 'dev', files: [] }; // written by scripts/precache.mjs

const SCOPE = self.registration.scope;
const PREFIX = `three-crowns ${SCOPE} `;
const CACHE = PREFIX + PRECACHE.build;
const INDEX = new URL('index.html', SCOPE).href;

const hex = (buf) => [...new Uint8Array(buf)].map((b) => b.toString(16).padStart(2, '0')).join('');

async function precache() {
  const fetched = await Promise.all(
    PRECACHE.files.map(async ({ url, revision }) => {
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

self.addEventListener('install', (event) => {
  event.waitUntil(
    precache().catch(async (e) => {
      await caches.delete(CACHE);
      throw e;
    }),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith(PREFIX) && k !== CACHE).map((k) => caches.delete(k)))),
  );
});

self.addEventListener('message', (event) => {
  if (event.data?.type === 'skip-waiting') self.skipWaiting();
});

async function respond(request) {
  const cache = await caches.open(CACHE);
  const hit =
    request.mode === 'navigate'
      ? await cache.match(INDEX)
      : await cache.match(request, { ignoreSearch: true, ignoreVary: true });
  return hit ?? fetch(request);
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET' || !request.url.startsWith(SCOPE)) return;
  event.respondWith(respond(request));
});
