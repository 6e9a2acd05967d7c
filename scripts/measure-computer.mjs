// Measures the main thread while the computer plays itself at level 8 for 20 plies:
// long tasks (PerformanceObserver "longtask") and the frame interval while it thinks.
// A measurement only.   node scripts/measure-computer.mjs   (after bash scripts/build.sh)
import { setup, openGame, state } from '../e2e/browser.mjs';
const env = await setup();
const g = await openGame(env);
const p = g.page;
await p.evaluate(() => { window.__lt = []; window.__fr = []; new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lt.push(e.duration); }).observe({ type: 'longtask', buffered: true });
  let last = performance.now(); const f = (t) => { if (window.threeCrowns.state().thinking) window.__fr.push(t - last); last = t; requestAnimationFrame(f); }; requestAnimationFrame(f); });
await p.evaluate(() => { window.__lt.length = 0; window.threeCrowns.setSeat('white', 8); window.threeCrowns.setSeat('black', 8); });
const t0 = Date.now();
for (;;) { const s = await state(p); if (s.ply >= 20 || s.outcome || Date.now() - t0 > 150000) { console.log('plies', s.ply, 'outcome', JSON.stringify(s.outcome)); break; } await new Promise(r => setTimeout(r, 250)); }
const r = await p.evaluate(() => { const f = [...window.__fr].sort((a,b)=>a-b); return { longtasks: window.__lt.map(x => Math.round(x)), frames: f.length, p95: f[Math.floor(f.length*0.95)]?.toFixed(1), max: f.at(-1)?.toFixed(1) }; });
console.log(JSON.stringify(r));
await g.close(); await env.close();
