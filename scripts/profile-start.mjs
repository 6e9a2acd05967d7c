// Writes web/start-functions.txt, the functions the start of the page's wasm keeps
// (scripts/split-wasm.mjs): builds an instrumented page (THREE_CROWNS_PROFILE=1, into
// target/profile-dist), plays a first visit in headless Chromium and lists every function
// that ran. Run it after a change to the page's code that a first visit runs (e2e/rest.test.mjs
// fails when the rest is fetched during one), then rebuild:
//
//   node scripts/profile-start.mjs        (about three minutes)
//
// It also writes web/start-messages.txt, the messages of English's catalogue the first visit
// said (build.rs keeps those in the start, and the rest of the catalogue comes with the rest).
//
// The first visit is e2e/first-visit.mjs's. Nothing else: the menu, the settings, Your
// games, Learn, Puzzles, Rules, the review and the script API come with the rest.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchBrowser, serveDist } from '../e2e/browser.mjs';
import { firstVisit } from '../e2e/first-visit.mjs';
import { LIST, NAMES } from './split-wasm.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DIST = path.join(ROOT, 'target', 'profile-dist');
const RUNS = 3;
const MESSAGES = path.join(ROOT, 'web', 'start-messages.txt');

execFileSync('bash', ['-c', `source scripts/env.sh && trunk build --release --dist ${DIST}`], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...process.env, THREE_CROWNS_PROFILE: '1' },
});
const names = fs.readFileSync(NAMES, 'utf8').trim().split('\n');

const server = await serveDist(DIST);
const browser = await launchBrowser();
const url = server.url + '/';
const ran = new Set();
/** Every message a first visit said (English's catalogue: build.rs keeps these in the start). */
const messages = new Set();
const errors = [];

/** Every function that has run on `page`, added to `ran`. */
async function collect(page, phase) {
  const hits = await page.evaluate(async (n) => {
    // The glue's init answers the instance's exports once it has run.
    const tag = document.querySelector('script[data-js]');
    const glue = await import(new URL(tag.dataset.js, document.baseURI).href);
    const wasm = await glue.default();
    const out = [];
    for (let k = 0; k < n; k++) if (wasm[`__hit_${k}`].value) out.push(k);
    return { hits: out, said: glue.__messagesSaid() };
  }, names.length).then(({ hits, said }) => {
    for (const id of said.split('\n')) if (id) messages.add(id);
    return hits;
  });
  const before = ran.size;
  for (const k of hits) ran.add(names[k]);
  console.log(`profile-start: ${phase}: ${hits.length} functions ran, ${ran.size - before} new`);
}

// Three times: what runs may differ with timing (when the database opens, when the
// computer's reply comes), and the list is what any of them ran.
try {
  for (let run = 0; run < RUNS; run++) {
    await firstVisit(browser, url, {
      watch: (page) => {
        page.on('pageerror', (e) => errors.push(e.message));
        page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
      },
      phase: collect,
    });
  }
} finally {
  await browser.close();
  await server.close();
}
if (errors.length) throw new Error(`profile-start: the page reported errors:\n  ${errors.join('\n  ')}`);

const header = [
  '# The functions the start of the page\'s wasm keeps (scripts/split-wasm.mjs): those a first',
  '# visit ran in an instrumented build. Written by `node scripts/profile-start.mjs`; do not',
  '# edit by hand.',
];
fs.writeFileSync(LIST, [...header, ...[...ran].sort()].join('\n') + '\n');
console.log(`profile-start: ${ran.size} of ${names.length} functions in ${path.relative(ROOT, LIST)}`);
const said = [
  '# The messages of English\'s catalogue a first visit says, kept in the start of the page\'s',
  '# wasm (build.rs; the others come with the rest). Written by `node scripts/profile-start.mjs`;',
  '# do not edit by hand.',
];
fs.writeFileSync(MESSAGES, [...said, ...[...messages].sort()].join('\n') + '\n');
console.log(`profile-start: ${messages.size} messages in ${path.relative(ROOT, MESSAGES)}`);
