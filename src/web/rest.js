// The rest of the page's code. Release builds split the page's wasm in two
// (scripts/split-wasm.mjs): the start, loaded with the page, and the rest, named in the
// loader tag's data-rest-wasm (only split builds have it). src/web/rest.rs hands over the
// start's exports first thing at boot (threeCrownsPrepareRest).
//
// When the rest comes:
// - at once, fetched while the start compiles, when the service worker controls the page
//   (a visit after the first: from its cache, offline too) or the address has a fragment
//   (a link to open, which the start may not hold): the loader waits for it before the
//   start runs, which instantiates it at boot;
// - in the background when the service worker takes the page over (a first visit's
//   install: from its cache, which holds the rest by then);
// - in the background at the first press or key on anything but a first visit's
//   controls (threeCrownsPrefetchRest, src/web/events.rs);
// - at once when a stub of the start calls threeCrownsLoadRest before any of these has
//   finished: a synchronous request of its bytes, compiled and instantiated there, and
//   the call goes on (a script call as the page's first act). A synchronous request
//   does not pass through the service worker: the cases above keep it to a first
//   visit, online.
let start = null;
let compiled = null;
let fetching = null;

const tag = document.querySelector('script[data-rest-wasm]');
const href = tag ? new URL(tag.dataset.restWasm, document.baseURI).href : null;
const loaded = () => href === null || (start !== null && start.__rest_loaded.value !== 0);

/** How long a fetch ahead of need may take before it is given up (and asked again at the
 *  next need). */
const FETCH_LIMIT_MS = 30_000;

/**
 * Instantiates the compiled rest if the start is there. A module that does not belong to
 * this start (another build's rest: scripts/split-wasm.mjs gives each build a mark that
 * only its own rest imports; a host's page; a cut file) throws here, and is forgotten.
 */
function instantiate(module) {
  compiled = module;
  if (start === null || loaded()) return;
  try {
    new WebAssembly.Instance(module, { start });
  } catch (e) {
    compiled = null;
    throw e;
  }
  start.__rest_loaded.value = 1;
}

/** Why the rest cannot be had: said on the page (#load-failed, in the page's language:
 *  #load-failed-words is one of its fixed labels, src/web/labels.rs), then returned to
 *  be thrown. */
function failed(why) {
  const notice = document.getElementById('load-failed');
  const text = document.getElementById('load-failed-text');
  if (notice && text) {
    const words = document.getElementById('load-failed-words')?.textContent.trim() ||
      'Part of the game could not be downloaded. Your game is saved: reload to go on.';
    text.textContent = `${words} (${why})`;
    document.getElementById('load-failed-reload')?.addEventListener('click', () => location.reload());
    notice.hidden = false;
    document.documentElement.dataset.rest = 'failed';
  }
  return new Error(`the rest of the game's code could not be loaded: ${why}`);
}

/** Why `e` (an exception of a download, a compile or an instantiation) happened, short. */
const reason = (e) => String(e?.message ?? e).split('\n')[0].slice(0, 200);

/** Fetches and compiles the rest, then instantiates it if the start is there. */
function fetchRest() {
  if (loaded() || compiled) return Promise.resolve();
  if (fetching) return fetching;
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(new Error(`no answer in ${FETCH_LIMIT_MS / 1000} s`)), FETCH_LIMIT_MS);
  fetching = fetch(href, { signal: abort.signal })
    .then((res) => {
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      return (res.headers.get('Content-Type') ?? '').startsWith('application/wasm')
        ? WebAssembly.compileStreaming(res)
        : res.arrayBuffer().then((bytes) => WebAssembly.compile(bytes));
    })
    .then(instantiate)
    .catch((e) => {
      // Asked again at the next need (the synchronous load says why if it fails too).
      fetching = null;
      console.warn(`the rest of the game's code was not fetched ahead: ${reason(e)}`);
    })
    .finally(() => clearTimeout(timer));
  return fetching;
}

const sw = navigator.serviceWorker;
if (href !== null && (sw?.controller || location.hash.replace(/^#+/, '') !== '')) {
  // What www/loader.js waits for before the start runs (this module is evaluated with
  // the glue it imports, before the start is instantiated).
  globalThis[Symbol.for('three-crowns.rest')] = fetchRest();
}
sw?.addEventListener('controllerchange', () => fetchRest());

export function threeCrownsPrepareRest(exports) {
  start = exports;
  if (compiled) instantiate(compiled);
}

export function threeCrownsPrefetchRest() {
  return fetchRest();
}

/**
 * Loads the rest now (a stub of the start needs it): what was compiled ahead, else a
 * synchronous request. Any failure (no answer, an HTTP error, a file that is not this
 * build's rest, a compile or an instantiation that fails) is said on the page in its
 * language and thrown: the call that needed the rest ends there, and the game, stored
 * after every move, comes back with a reload.
 */
export function threeCrownsLoadRest() {
  if (loaded()) return;
  // Said already: the page waits for its reload.
  if (document.documentElement.dataset.rest === 'failed') throw new Error("the rest of the game's code could not be loaded");
  if (compiled) {
    try {
      return instantiate(compiled);
    } catch (e) {
      console.warn(`the rest fetched ahead does not fit this page: ${reason(e)}`);
    }
  }
  const request = new XMLHttpRequest();
  try {
    request.open('GET', href, false);
    // Bytes through a synchronous request: each char's low byte (a synchronous request
    // of a page cannot ask for an ArrayBuffer).
    request.overrideMimeType('text/plain; charset=x-user-defined');
    request.send();
  } catch (e) {
    throw failed(reason(e));
  }
  if (request.status !== 200) throw failed(`HTTP ${request.status}`);
  try {
    const text = request.responseText;
    const bytes = new Uint8Array(text.length);
    for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i) & 0xff;
    instantiate(new WebAssembly.Module(bytes));
  } catch (e) {
    throw failed(reason(e));
  }
}
