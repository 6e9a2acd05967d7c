import http from 'node:http'; import fs from 'node:fs';
import Server from 'bittorrent-tracker/server';
import { chromium } from '/work/main/node_modules/playwright-core/index.mjs';
const tracker = new Server({ udp: false, http: false, ws: true, stats: false });
await new Promise((ok, fail) => { tracker.once('error', fail); tracker.listen(0, '127.0.0.1', ok); });
const relay = `ws://127.0.0.1:${tracker.ws.address().port}`;
const web = http.createServer((q, s) => { const f = q.url === '/' ? 'page.html' : q.url.slice(1); try { const b = fs.readFileSync(f); s.writeHead(200, {'content-type': f.endsWith('.js') ? 'text/javascript' : 'text/html'}); s.end(b);} catch { s.writeHead(404); s.end(); } });
await new Promise((ok) => web.listen(0, '127.0.0.1', ok));
const url = `http://127.0.0.1:${web.address().port}/`;
const extra = (process.env.FLAGS ?? '').split(' ').filter(Boolean);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--headless', '--no-sandbox', '--disable-gpu', ...extra] });
const pages = [];
for (let i = 0; i < 2; i++) { const c = await browser.newContext(); const p = await c.newPage(); p.on('console', (m) => console.log(i, m.text())); await p.goto(url); pages.push(p); }
const t0 = Date.now();
for (const p of pages) await p.evaluate(([r]) => go(r, 'room-abc', 'secret'), [relay]);
for (let k = 0; k < 40; k++) { await new Promise((r) => setTimeout(r, 500)); const logs = await Promise.all(pages.map((p) => p.evaluate(() => log.slice()))); if (logs.every((l) => l.some((x) => x.startsWith('got')))) { console.log('connected in', Date.now() - t0, 'ms'); break; } }
for (const p of pages) console.log(await p.evaluate(() => log.join('\n')));
await browser.close(); web.close(); tracker.close();
