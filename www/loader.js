// The page's loader (index.html gets `<script type="module" src="./www/loader.js"
// data-js=… data-wasm=…>` from trunk's `pattern_script`, Trunk.toml): no inline script, so
// the page's Content-Security-Policy allows scripts from 'self' only.
//
// 1. Starts the game: imports the hashed wasm-bindgen glue and instantiates the wasm.
// 2. Wires the crash notice's copy button (#crash-copy): plain JS, because after a Rust
//    panic no Rust code may run; the panic hook (src/web/mod.rs) fills #crash-record.
// 3. In release builds, registers the service worker ./sw.js (offline play) and shows
//    #update-notice when a new version is waiting: only its Reload button activates the
//    new version, and the page then reloads once.

// scripts/precache.mjs sets this to true in release builds (`trunk build --release`);
// `trunk serve` keeps it false, so a development page never runs a service worker.
const SERVICE_WORKER = false;

const tag = document.querySelector('script[data-js][data-wasm]');

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

async function registerServiceWorker() {
  const sw = navigator.serviceWorker;
  // A page that a worker served when it loaded is on an old version once another
  // worker takes over: it reloads, exactly once (a first install takes over nothing).
  const wasControlled = Boolean(sw.controller);
  let reloading = false;
  sw.addEventListener('controllerchange', () => {
    if (!wasControlled || reloading) return;
    reloading = true;
    location.reload();
  });
  const reg = await sw.register('./sw.js', { updateViaCache: 'none' });
  const notice = document.getElementById('update-notice');
  const button = document.getElementById('update-reload');
  const offer = (worker) => {
    if (!sw.controller || !notice || !button) return;
    button.onclick = () => {
      button.setAttribute('aria-disabled', 'true');
      worker.postMessage({ type: 'skip-waiting' });
    };
    notice.hidden = false;
  };
  const watch = (worker) =>
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed') offer(worker);
    });
  if (reg.waiting) offer(reg.waiting);
  watch(reg.installing);
  reg.addEventListener('updatefound', () => watch(reg.installing));
}

try {
  const glue = await import(new URL(tag.dataset.js, document.baseURI).href);
  await glue.default({ module_or_path: new URL(tag.dataset.wasm, document.baseURI).href });
} finally {
  if (SERVICE_WORKER && 'serviceWorker' in navigator) {
    registerServiceWorker().catch((e) => console.warn(`offline play unavailable: ${e}`));
  }
}
