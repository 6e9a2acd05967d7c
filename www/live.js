// The live game's connector (issue 47): the page's two players meet in a room on public
// WebTorrent trackers (the relays) and talk over a WebRTC data channel, through the
// vendored Trystero (www/vendor/trystero.js, its offers and answers sealed with the
// room's key). Loaded at the first live game only. It decides nothing: it reports what
// happens to `hear` and carries out what the app core asks (`app::live`):
//
//   open({ room, key, relays, stun }, hear) -> { send(peer, text), drop(peer), close() }
//
// `hear` gets, as they come:
//   { relay, up }          a relay answers (its socket is open), or no longer does
//   { open: peer }         a direct connection to a page in the room is open
//   { closed: peer }       that connection closed
//   { text, from }         a line from a page
//   { refused: 'key' }     a page in the room sealed with another key (a wrong link)
//   { unreachable: peer }  a page answered but no direct connection could be made
//   { failed: why }        the connector cannot run here

const APP = 'three-crowns';
// How often the relays' sockets are looked at (ms).
const POLL_MS = 500;

// Trystero logs every error of a peer's connection with console.error, also the one
// Chromium raises when the friend's page closes its side ("User-Initiated Abort,
// reason=Close called"): a normal leave, which Trystero reports as the peer leaving too
// (`onPeerLeave`, heard as `closed`). That line is dropped; any other is logged.
const consoleError = console.error;
console.error = (...args) =>
  (args[0] === 'Trystero peer error:' && /User-Initiated Abort|Close called/.test(String(args[1]?.message ?? args[1]))) ||
  consoleError.apply(console, args);

export async function open(options, hear) {
  let trystero;
  try {
    trystero = await import('./vendor/trystero.js');
  } catch (e) {
    hear({ failed: String(e?.message ?? e) });
    return { send: () => false, drop() {}, close() {} };
  }
  const { joinRoom, getRelaySockets } = trystero;
  const config = {
    appId: APP,
    password: options.key,
    relayConfig: { urls: options.relays },
    rtcConfig: { iceServers: (options.stun ?? []).map((urls) => ({ urls })) },
  };
  const room = joinRoom(config, options.room, {
    onJoinError: (e) => {
      const error = String(e?.error ?? '');
      if (/password/i.test(error)) hear({ refused: 'key' });
      else if (e?.peerId) hear({ unreachable: e.peerId });
    },
  });
  room.onPeerJoin = (peer) => hear({ open: peer });
  room.onPeerLeave = (peer) => hear({ closed: peer });
  const line = room.makeAction('live', {
    onMessage: (data, context) => {
      if (typeof data === 'string') hear({ text: data, from: context.peerId });
    },
  });
  // A relay is up while its socket is open.
  const up = new Map();
  const poll = setInterval(() => {
    const sockets = getRelaySockets() ?? {};
    for (const url of options.relays) {
      const open = sockets[url]?.readyState === 1;
      if ((up.get(url) ?? false) !== open) {
        up.set(url, open);
        hear({ relay: url, up: open });
      }
    }
  }, POLL_MS);
  return {
    send(peer, text) {
      if (!(peer in room.getPeers())) return false;
      line.send(text, { target: peer }).catch(() => {});
      return true;
    },
    drop(peer) {
      room.getPeers()[peer]?.close();
    },
    close() {
      clearInterval(poll);
      room.leave();
    },
  };
}

// The page's shell (src/web/live.rs) reaches this module through a script tag, by one
// function of strings, `threeCrownsLive(op, a, b, c, hear)`: ('open', room, key, the relays
// one a line, hear) opens the room (one at a time), ('send', peer, text), ('drop', peer),
// ('close'). The room stays here; `hear` gets one line per report (read by the app core,
// src/app/live/report.rs): `relay <url> up|down`, `open <peer>`, `closed <peer>`,
// `text <peer>` + '\n' + the text, `refused key`, `unreachable <peer>`, `failed` + '\n' + why.
const said = (r) =>
  'relay' in r ? `relay ${r.relay} ${r.up ? 'up' : 'down'}`
  : 'open' in r ? `open ${r.open}`
  : 'closed' in r ? `closed ${r.closed}`
  : 'text' in r ? `text ${r.from}\n${r.text}`
  : 'refused' in r ? `refused ${r.refused}`
  : 'unreachable' in r ? `unreachable ${r.unreachable}`
  : `failed\n${r.failed}`;
let current = null;
globalThis.threeCrownsLive = async (op, a, b, c, hear) => {
  if (op === 'open') {
    current?.close();
    current = null;
    current = await open({ room: a, key: b, relays: c ? c.split('\n') : [] }, (r) => hear(said(r)));
  } else if (op === 'send') current?.send(a, b);
  else if (op === 'drop') current?.drop(a);
  else if (op === 'close') {
    current?.close();
    current = null;
  }
};
