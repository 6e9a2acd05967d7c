// The live game's relay for the tests (issue 47): a WebTorrent tracker (the npm
// `bittorrent-tracker` package's server, WebSocket only) on 127.0.0.1, the only relay the
// pages are given (`setSettings({ relays: [relay.url] })`), so nothing leaves this machine.
//
//   import { startRelay } from './relay.mjs';
//   const relay = await startRelay();   // { url: 'ws://127.0.0.1:<port>', lines, warnings, peers(), stop() }
//   ...
//   await relay.stop();                 // closes every socket at once, then the server
//
// `lines` records every message a page sent the tracker (to check what a relay sees: a
// hashed room id and sealed offers and answers, no game data); `warnings` the tracker's
// complaints (a message it could not read); `peers()` how many pages announce in any
// room now. Only `bittorrent-tracker/server` is imported: the package's client needs
// WebRTC in node (`webrtc-polyfill`, stubbed in package.json's overrides, see
// e2e/webrtc-polyfill-stub).

import Server from 'bittorrent-tracker/server';

/** Starts a tracker on a free port of 127.0.0.1 (`port` to choose one, e.g. to restart). */
export async function startRelay({ port = 0 } = {}) {
  // `interval`: the announce interval the tracker asks for (ms); the pages announce on
  // their own schedule anyway. No HTTP/UDP tracker, no stats page.
  const server = new Server({ udp: false, http: false, ws: true, stats: false, interval: 60_000 });
  const lines = [];
  const warnings = [];
  const sockets = new Set();
  server.on('warning', (e) => warnings.push(String(e?.message ?? e)));
  server.ws.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('message', (m) => lines.push(String(m)));
  });
  await new Promise((ok, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', fail);
      ok();
    });
  });
  // An error after the start (a socket's) is a warning, not a crash of the test run.
  server.on('error', (e) => warnings.push(`error: ${e?.message ?? e}`));
  const address = server.ws.address();
  let stopped = false;
  return {
    url: `ws://127.0.0.1:${address.port}`,
    port: address.port,
    lines,
    warnings,
    server,
    /** Pages announcing in any room now. */
    peers() {
      let n = 0;
      for (const swarm of Object.values(server.torrents)) n += swarm.peers.keys.length;
      return n;
    },
    /** How many pages hold a socket to the tracker now. */
    sockets: () => sockets.size,
    /** Stops the tracker: every page's socket is cut at once (as a relay going down). */
    async stop() {
      if (stopped) return;
      stopped = true;
      for (const s of sockets) s.terminate();
      await new Promise((ok) => server.close(() => ok()));
    },
  };
}
