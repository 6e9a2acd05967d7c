// The page's loader (index.html gets `<script type="module" src="./www/loader.js"
// data-js=… data-wasm=… data-build=…>` from trunk's `pattern_script`, Trunk.toml): no
// inline script, so the page's Content-Security-Policy allows scripts from 'self' only.
//
// 0. Unhides a first visit's welcome card before the first paint (the tag has
//    blocking="render", Trunk.toml), then:
// 1. Starts the game: fetches the wasm (its HTTP status checked), imports the hashed
//    wasm-bindgen glue, compiles the wasm, then sets html[data-start="running"] (until
//    then style.css hides the game's controls, their place kept: they cannot work yet)
//    and runs it. The game sets html[data-ready="true"] when it has started
//    (src/web/page.rs).
// 2. Any failure to start shows #load-failed, saying why, with a Reload button, and sets
//    html[data-start="failed"], which hides the game (style.css): a file that did not
//    come (a 404 while a new index.html is already live, a dropped connection, offline:
//    said so), a file that is not what it should be (a host answering a missing file
//    with a page), a wasm that does not compile or does not fit the glue (two versions of
//    the site mixed), a panic while starting (the panic hook's #crash, with the saved record,
//    stays above), or a start that returned an error (what it wrote in #status is said).
// 3. Wires the crash notice's copy button (#crash-copy): plain JS, because after a Rust
//    panic no Rust code may run; the panic hook (src/web/crash.rs) fills #crash-record.
// 4. In release builds, registers the service worker ./sw.js (offline play) and tells it
//    this page's build (data-build: the page is served its own build's files, pwa/sw.js).
//    #update-notice is shown when a new version is waiting, or when another build's
//    worker has taken this page over (another tab's Reload activated it). Only the
//    Reload button of a tab reloads that tab (after activating the waiting version, if
//    one waits): no other tab is reloaded, so nothing unsaved in them is lost.

// scripts/precache.mjs sets this to true in release builds (`trunk build --release`);
// `trunk serve` keeps it false, so a development page never runs a service worker.
const SERVICE_WORKER = false;

const tag = document.querySelector('script[data-js][data-wasm]');
const root = document.documentElement;
const BUILD = tag.dataset.build;
const url = (attr) => new URL(attr, document.baseURI).href;
const fileName = (href) => decodeURIComponent(new URL(href).pathname.split('/').pop());

// A first visit's welcome card is unhidden here, before the game's wasm has come: it is
// in the first paint instead of pushing the page down a second later, and it is the
// largest contentful paint (the board is a canvas, which that metric leaves out). Same
// rule as the game's (ui::lessons::welcome_wanted: nothing stored under
// three-crowns.welcome, no fragment); the game then remembers it and focuses it.
let welcomed = null;
try {
  welcomed = localStorage.getItem('three-crowns.welcome');
} catch {
  // Storage unavailable: the game's rule reads nothing stored too.
}
if (welcomed === null && location.hash.replace(/^#+/, '') === '') {
  document.getElementById('welcome')?.removeAttribute('hidden');
}

document.getElementById('crash-copy')?.addEventListener('click', async () => {
  const record = document.getElementById('crash-record');
  const said = document.getElementById('crash-copied');
  try {
    await navigator.clipboard.writeText(record.value);
    said.textContent = 'Copied.';
  } catch {
    record.select();
    said.textContent = 'Select the text above and copy it.';
  }
});

/** Why a file did not come: `status` its HTTP status, none when there was no answer. */
const notDownloaded = (href, status) =>
  new Error(`${fileName(href)} could not be downloaded${status ? ` (HTTP ${status})` : ''}`);
/** The media type a response says (hosts that answer a missing file with a page say text/html). */
const typeOf = (res) => (res.headers.get('Content-Type') ?? '').split(';')[0].trim().toLowerCase();
/** A file that came but is not what it should be. */
const notA = (href, what, res) => new Error(`${fileName(href)} is not ${what} (the server sent ${typeOf(res) || 'no type'})`);

/** The wasm, compiled; a failure says which file and why. */
async function compileWasm(href) {
  const res = await fetch(href).catch(() => Promise.reject(notDownloaded(href)));
  if (!res.ok) throw notDownloaded(href, res.status);
  const wasm = typeOf(res) === 'application/wasm';
  try {
    // As the glue's own loader: streaming when the host says application/wasm.
    return wasm ? await WebAssembly.compileStreaming(res) : await WebAssembly.compile(await res.arrayBuffer());
  } catch (e) {
    throw wasm ? new Error(`${fileName(href)} could not be read (${e.message})`) : notA(href, 'WebAssembly', res);
  }
}

/** The glue module; a failure says which file and why. */
async function importGlue(href) {
  try {
    return await import(href);
  } catch (e) {
    // import() tells neither the status nor whether an answer came: ask once more.
    const res = await fetch(href, { method: 'HEAD', cache: 'no-store' }).catch(() => null);
    if (!res?.ok) throw notDownloaded(href, res?.status);
    if (!typeOf(res).includes('javascript')) throw notA(href, 'JavaScript', res);
    throw e;
  }
}

async function start() {
  const [glue, module] = await Promise.all([importGlue(url(tag.dataset.js)), compileWasm(url(tag.dataset.wasm))]);
  // The rest of the page's code, when the glue's src/web/rest.js fetches it at once (a
  // visit the service worker serves, or a link): there before the start runs.
  await globalThis[Symbol.for('three-crowns.rest')];
  root.dataset.start = 'running';
  try {
    await glue.default({ module_or_path: module });
  } catch (e) {
    // The wasm's imports are not the glue's (a LinkError, or Chromium's TypeError "Import
    // #0 …: module is not an object or function"): two versions of the site mixed.
    if (e instanceof WebAssembly.LinkError || (e instanceof TypeError && /\bImport #\d/.test(e.message))) {
      throw new Error(`the site's files are of two different versions (${e.message})`);
    }
    throw e;
  }
  // The game's start returned an error (src/web/page.rs): it said which in #status.
  if (root.dataset.ready !== 'true') {
    const said = document.getElementById('status')?.textContent.trim();
    throw said ? Object.assign(new Error(said), { sentence: true }) : new Error('the game did not start');
  }
}

/** Shows #load-failed for `error` and hides the game. */
function showFailure(error) {
  console.error(`the game could not be loaded: ${error?.message ?? error}`);
  const notice = document.getElementById('load-failed');
  const text = document.getElementById('load-failed-text');
  const button = document.getElementById('load-failed-reload');
  const crashed = document.getElementById('crash')?.hidden === false;
  const reason = crashed ? 'its program stopped with an error while starting (above)' : error?.message ?? String(error);
  const what = error?.sentence && !crashed ? reason : `The game could not be loaded: ${reason}`;
  const next = navigator.onLine ? 'Reload to try again.' : 'You are offline: reload once you are connected again.';
  root.dataset.start = 'failed';
  if (!notice || !text || !button) return;
  text.textContent = `${what.replace(/\.$/, '')}. ${next}`;
  button.addEventListener('click', () => location.reload());
  notice.hidden = false;
  button.focus({ preventScroll: true });
}

async function registerServiceWorker() {
  const sw = navigator.serviceWorker;
  const notice = document.getElementById('update-notice');
  const button = document.getElementById('update-reload');
  const offer = () => {
    if (sw.controller && notice && button) notice.hidden = false;
  };
  // Only this tab's own Reload reloads it, once, when the version it activated takes over.
  let reloadAsked = false;
  let reloading = false;
  const reload = () => {
    if (reloading) return;
    reloading = true;
    location.reload();
  };
  const hello = (worker) => worker?.postMessage({ type: 'build', build: BUILD });
  sw.addEventListener('controllerchange', () => {
    if (reloadAsked) reload();
    else hello(sw.controller);
  });
  // The controller's answer to `hello`: its build. Another build's worker controls this
  // page (another tab's Reload activated it, or a first install raced a deploy): this
  // page is an old version, kept on its own files until its own Reload.
  sw.addEventListener('message', (event) => {
    const { data, source } = event;
    if (data?.type === 'build' && source && source === sw.controller && data.build !== BUILD) offer();
  });
  sw.startMessages();
  const reg = await sw.register('./sw.js', { updateViaCache: 'none' });
  button?.addEventListener('click', () => {
    button.setAttribute('aria-disabled', 'true');
    const waiting = reg.waiting;
    if (!waiting) return reload(); // the new version is active already: this page is the old one
    reloadAsked = true;
    waiting.postMessage({ type: 'skip-waiting' });
  });
  for (const worker of new Set([sw.controller, reg.installing, reg.waiting, reg.active])) hello(worker);
  const watch = (worker) =>
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed') offer();
    });
  if (reg.waiting) offer();
  watch(reg.installing);
  reg.addEventListener('updatefound', () => {
    hello(reg.installing);
    watch(reg.installing);
  });
}

try {
  await start();
} catch (e) {
  showFailure(e);
} finally {
  if (SERVICE_WORKER && 'serviceWorker' in navigator) {
    registerServiceWorker().catch((e) => console.warn(`offline play unavailable: ${e}`));
  }
}
