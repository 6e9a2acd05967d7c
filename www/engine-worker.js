// The engine's Web Worker bootstrap (a module worker started by src/web/engine_client.rs).
// The page's first message is { glue, wasm }: the URLs of the engine's wasm-bindgen glue
// and of its wasm (three-crowns-engine, src/web/engine.rs, content-hashed names of the
// page's own build). Instantiating them runs the engine's `main`, which installs its
// message handler (src/web/worker.rs). Requests that arrive meanwhile are kept and handed
// to it in order. A failure to start is thrown
// again outside the promise, so that the page sees it as the worker's `error` event.
const early = [];
const keep = (event) => early.push(event.data);

self.addEventListener(
  'message',
  async (event) => {
    self.addEventListener('message', keep);
    try {
      const { glue, wasm } = event.data;
      const bindings = await import(glue);
      await bindings.default({ module_or_path: wasm });
    } catch (err) {
      setTimeout(() => {
        throw err;
      });
      return;
    }
    self.removeEventListener('message', keep);
    for (const data of early.splice(0)) self.dispatchEvent(new MessageEvent('message', { data }));
  },
  { once: true },
);
