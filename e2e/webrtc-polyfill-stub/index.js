// Stands in for webrtc-polyfill: the end-to-end tests use only bittorrent-tracker's server
// (e2e/relay.mjs), which never loads the client's WebRTC. Loading this is a mistake.
throw new Error('webrtc-polyfill is stubbed for the e2e relay (e2e/webrtc-polyfill-stub): import bittorrent-tracker/server only');
