// The engine's Web Worker bootstrap (a module worker started by src/web/workers.rs).
// The page's start message is { glue, module } or { glue, wasm }: the URL of the engine's
// wasm-bindgen glue (three-crowns-engine, src/web/worker/main.rs, a content-hashed name of
// the page's own build) and either the engine's WebAssembly.Module, compiled once by the
// page and shared by every worker it starts, or (when the page could not compile it) the
// wasm's URL. Instantiating them runs the engine's `main`, which installs its message
// handler (src/web/worker/main.rs). Requests that arrive before the start message or
// while the engine starts are kept and handed to it in order. A failure to start is thrown
// again outside the promise, so that the page sees it as the worker's `error` event. This
// file stays in www/ (not with the worker's Rust in src/web/worker/): its URL is what the
// page starts and the service worker precaches. The GIF export's worker (three-crowns-export,
// src/web/export/, started by src/web/workers.rs too) boots through this file too, given its own
// glue and wasm URL: nothing here is the engine's own.
const early = [];
let state = 'waiting'; // then 'starting', then 'ready' (the engine's handler answers)

self.addEventListener('message', async (event) => {
  if (state === 'ready') return;
  const data = event.data;
  if (state === 'starting' || typeof data?.glue !== 'string') {
    early.push(data);
    return;
  }
  state = 'starting';
  try {
    const bindings = await import(data.glue);
    await bindings.default({ module_or_path: data.module ?? data.wasm });
  } catch (err) {
    setTimeout(() => {
      throw err;
    });
    return;
  }
  state = 'ready';
  for (const kept of early.splice(0)) self.dispatchEvent(new MessageEvent('message', { data: kept }));
});
