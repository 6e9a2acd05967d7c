#!/usr/bin/env node
// trunk post_build hook (Trunk.toml), Node built-ins (and terser in release builds): writes
// the service worker's precache list into the staged sw.js.
//
// - Release builds (TRUNK_PROFILE=release, i.e. `trunk build --release`, scripts/build.sh)
//   switch www/loader.js to register the service worker; `trunk serve` (debug) does not,
//   so a development page is never served from a cache.
// - Every file of the staging directory but sw.js is listed as { url, revision } (and
//   lazy: true for the languages' catalogues and rules pages, below): its
//   path relative to the site root and the SHA-256 of its bytes (trunk's hashed file
//   names are not content hashes, and www/ files keep their names).
// - Release builds split the page's wasm in two (scripts/split-wasm.mjs, `splitPage`:
//   the start in its place, the rest optimised and renamed three-crowns-rest-<16 hex
//   digits of its SHA-256>.wasm, that name added to the loader tag as data-rest-wasm);
//   with THREE_CROWNS_PROFILE=1 they instrument it instead (scripts/profile-start.mjs).
// - sw.js and www/loader.js lose their whole-line comments and blank lines; release builds
//   minify www/loader.js with terser too, once its service worker is switched on.
// - Release builds minify the wasm-bindgen glue (the staged top-level *.js but sw.js, and
//   the snippets it imports: src/web/db.js, src/web/rest.js) with
//   terser (package.json): trunk's own minifier (minify-js) fails on the glue's
//   `export { … as default }` and ships it as it is, with a warning. The glue's name and
//   its exports stay; this runs before the list below, so its hash is of the minified bytes.
// - The engine's worker module (index.html's second rust link, data-type="worker": trunk
//   keeps its names, three-crowns-engine.js and _bg.wasm) is renamed after the SHA-256 of
//   its two files' final bytes, three-crowns-engine-<16 hex digits>.js and _bg.wasm, and
//   the page's loader tag (data-engine-js, data-engine-wasm) is given the new names: page
//   and engine always come from one build, and no browser keeps a stale engine. The GIF
//   export's worker module (the third rust link, three-crowns-export) is renamed the same
//   way, its names in data-export-js and data-export-wasm.
// - build = the first 16 hex digits of the SHA-256 of the list: the cache's name. The page
//   carries it too, in its loader tag's data-build (Trunk.toml's pattern_script has
//   data-build="dev"), so that it can tell the service worker which build's files it
//   needs (pwa/sw.js). A name cannot be inside the bytes it names: the list that build is
//   the hash of holds index.html's SHA-256 with data-build="" (the list written into sw.js
//   holds the final file's, as for every other file).
//
//   TRUNK_STAGING_DIR=dist node scripts/precache.mjs   (also works on a finished dist/)

import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const dir = process.env.TRUNK_STAGING_DIR ?? process.argv[2];
if (!dir) {
  console.error('precache: set TRUNK_STAGING_DIR (trunk does) or pass the directory');
  process.exit(2);
}
const release = (process.env.TRUNK_PROFILE ?? 'release') === 'release';
const SW = 'sw.js';
const LOADER = 'www/loader.js';
const OFF = 'const SERVICE_WORKER = false;';
const ON = 'const SERVICE_WORKER = true;';
const LIST = /^const PRECACHE = .*;( \/\/ written by scripts\/precache\.mjs)$/m;

const read = (rel) => fs.readFileSync(path.join(dir, rel), 'utf8');
const write = (rel, text) => fs.writeFileSync(path.join(dir, rel), text);

// The two small scripts of the site lose their whole-line comments and blank lines
// (their sources explain them; the first load fetches the loader).
const strip = (text) =>
  text
    .split('\n')
    .filter((l) => l.trim() !== '' && !/^\s*\/\//.test(l))
    .join('\n') + '\n';
for (const f of [SW, LOADER]) write(f, strip(read(f)));

const sha256 = (bytes) => crypto.createHash('sha256').update(bytes).digest('hex');

if (release) {
  // The page's wasm in two parts (scripts/split-wasm.mjs), the rest renamed after its
  // bytes' SHA-256 and named in the loader tag's data-rest-wasm. THREE_CROWNS_PROFILE=1
  // (scripts/profile-start.mjs) writes an instrumented, unsplit page wasm instead.
  const { splitPage, REST } = await import('./split-wasm.mjs');
  // Once: the hook run again on a finished dist/ (e2e/ship.test.mjs) finds it split.
  const split = fs.readdirSync(dir).some((f) => new RegExp(`^${REST}-[0-9a-f]{16}\\.wasm$`).test(f));
  if (!split) await splitPage(dir, { profile: process.env.THREE_CROWNS_PROFILE === '1' });
  const rest = `${REST}.wasm`;
  if (fs.existsSync(path.join(dir, rest))) {
    const to = `${REST}-${sha256(fs.readFileSync(path.join(dir, rest))).slice(0, 16)}.wasm`;
    const html = read('index.html');
    const loaderTag = /<script\b[^>]*\sdata-build=/;
    if (!loaderTag.test(html)) throw new Error('precache: index.html has no loader tag with data-build (Trunk.toml\'s pattern_script)');
    write('index.html', html.replace(loaderTag, (t) => t.replace(/\sdata-build=$/, ` data-rest-wasm="./${to}" data-build=`)));
    fs.renameSync(path.join(dir, rest), path.join(dir, to));
    console.log(`precache: the rest of the page's code ${to}`);
  }
  // Imported here only: debug builds (trunk serve) need no npm package.
  const { minify } = await import('terser');
  // One set of options for every script minified here: ES modules, comments dropped.
  const TERSER = { module: true, ecma: 2020, compress: { passes: 2 }, format: { comments: false } };
  // The glue, and the snippets it imports (src/web/db.js, src/web/rest.js).
  for (const f of listFiles(dir)) {
    if (!f.endsWith('.js') || f === SW || (f.includes('/') && !f.startsWith('snippets/'))) continue;
    const source = read(f);
    const out = await minify(source, TERSER);
    write(f, out.code);
    console.log(`precache: ${f} minified, ${source.length} -> ${out.code.length} bytes`);
  }
  const loader = read(LOADER);
  // The loader is in every first load: minified too, once the service worker is on (the
  // flag then folds away, and with it the branch that would not register it). A loader
  // this hook made already (the hook run again on its own output) is left as it is.
  if (loader.includes(OFF) || loader.includes(ON)) {
    const on = await minify(loader.replace(OFF, ON), TERSER);
    write(LOADER, on.code);
    console.log(`precache: ${LOADER} minified, ${loader.length} -> ${on.code.length} bytes`);
  } else if (!loader.includes('.register("./sw.js"')) {
    throw new Error(`precache: no "${OFF}" in ${LOADER}`);
  }
}

// The worker modules (data-type="worker" rust links), each with its loader tag attribute.
const WORKERS = [
  ['three-crowns-engine', 'data-engine-js'],
  ['three-crowns-export', 'data-export-js'],
];
for (const [name, attr] of WORKERS) {
  const files = [`${name}.js`, `${name}_bg.wasm`];
  if (files.every((f) => fs.existsSync(path.join(dir, f)))) {
    const hash = sha256(Buffer.concat(files.map((f) => fs.readFileSync(path.join(dir, f))))).slice(0, 16);
    let html = read('index.html');
    for (const f of files) {
      const to = f.replace(name, `${name}-${hash}`);
      if (!html.includes(`/${f}`) && !html.includes(`"${f}`) && !html.includes(`=${f}`)) {
        throw new Error(`precache: index.html names no ${f} (Trunk.toml's pattern_script, ${attr.replace('-js', '-*')})`);
      }
      html = html.split(f).join(to);
      fs.renameSync(path.join(dir, f), path.join(dir, to));
    }
    write('index.html', html);
    console.log(`precache: worker ${name}-${hash}`);
  } else if (!new RegExp(`${attr}="?[^" >]*${name}-[0-9a-f]{16}\\.js`).test(read('index.html'))) {
    throw new Error(`precache: no ${files.join(' or ')} in ${dir} (index.html's data-type="worker" rust links)`);
  }
}

/** Paths of every file under `root`, relative, with '/' separators, sorted. */
function listFiles(root, rel = '') {
  const out = [];
  for (const e of fs.readdirSync(path.join(root, rel), { withFileTypes: true })) {
    const p = rel ? `${rel}/${e.name}` : e.name;
    if (e.isDirectory()) out.push(...listFiles(root, p));
    else if (e.isFile()) out.push(p);
  }
  return out.sort();
}

// The loader tag's data-build, quoted or not (release builds minify the HTML).
const BUILD_ATTR = /\sdata-build=("[^"]*"|[^\s">]*)(?=[\s>])/;
const html = read('index.html');
if (!BUILD_ATTR.test(html)) throw new Error('precache: index.html has no data-build (Trunk.toml\'s pattern_script)');
const withBuild = (b) => html.replace(BUILD_ATTR, ` data-build="${b}"`);
// Another language's catalogue and rules page are "lazy": the service worker stores them
// once a page of its build asks for them (the player chose the language), not at install,
// so that a visit costs only the languages it uses (issue 30). So is live play's connector
// (www/live.js and the vendored Trystero), stored at the first live game (issue 47).
const LAZY = /^www\/(lang\/[a-z]+\.ftl|rules\.[a-z]+\.html|live\.js|vendor\/trystero\.js)$/;
const revisions = (page) =>
  listFiles(dir)
    .filter((p) => p !== SW)
    .map((url) => ({
      url,
      revision: sha256(url === 'index.html' ? page : fs.readFileSync(path.join(dir, url))),
      ...(LAZY.test(url) ? { lazy: true } : {}),
    }));
const build = sha256(JSON.stringify(revisions(withBuild('')))).slice(0, 16);
write('index.html', withBuild(build));
const files = revisions(withBuild(build));

const sw = read(SW);
if (!LIST.test(sw)) throw new Error(`precache: no "const PRECACHE = …; // written by scripts/precache.mjs" line in ${SW}`);
write(SW, sw.replace(LIST, (_, comment) => `const PRECACHE = ${JSON.stringify({ build, files })};${comment}`));
console.log(`precache: build ${build}, ${files.length} files${release ? '' : ' (debug: service worker off)'}`);
