// The page's wasm in two parts: the start (every function a first visit and its first games
// run) and the rest (everything else: Your games, the review, the analysis, the editor, the
// lessons, the puzzles, a friend's games, the pictures, the script API, the settings...),
// fetched when first needed. The same idea as Binaryen's wasm-split and Emscripten's
// split modules, written here with Binaryen's JS build (the npm `binaryen` package, whose
// wasm-opt the build already uses), since its wasm-split tool is not in that package.
//
// Release builds split the page in their post_build hook (scripts/precache.mjs calls
// `splitPage`); by hand:
//
//   node scripts/split-wasm.mjs split IN.wasm LIST.txt START_OUT.wasm REST_OUT.wasm
//   node scripts/split-wasm.mjs instrument IN.wasm OUT.wasm NAMES_OUT.txt
//
// IN.wasm is wasm-bindgen's output before wasm-opt, with its name section (the functions'
// Rust symbols; index.html's page link has data-wasm-opt="0", and the hook optimises both
// parts). LIST.txt (`web/start-functions.txt`) names the functions the start keeps, one a
// line: the functions a first visit ran in an instrumented build, written by
// scripts/profile-start.mjs. A name is the function's v0 Rust symbol, demangled, with no
// hash (`listed`): the crates' hashes, a `.N` that Binaryen adds to tell apart two
// functions of one name (both stay) and the indices in wasm-bindgen's shims' names are left
// out, so the list holds for another compiler, updated dependencies or `-C metadata`
// (scripts/test.sh builds with `-C metadata=drift` and replays the first visit). The
// page's functions must carry v0 names (.cargo/config.toml): the split refuses legacy
// ones, which end in a hash. A function with no name (a number) stays in the start, and
// so do `web::rest`'s, which ask for the rest. A function the list does not name (new
// since the profile) goes to the rest: still correct, only fetched sooner
// (e2e/rest.test.mjs tells).
//
// How the two parts meet (src/web/rest.js loads the rest, src/web/rest.rs hands it the
// start's exports):
// - Every moved function keeps its index, type and exports in the start, and its body
//   becomes a stub: call `__rest_ensure` (if the global `__rest_loaded` is 0, it calls the
//   import `threeCrownsLoadRest`, which loads the rest at once, synchronously), then
//   `call_indirect` through slot BASE + k of the start's function table (grown by the
//   number of moved functions). Calls through the table (closures, trait objects) reach
//   the stub the same way.
// - The rest holds the moved functions' bodies and an active element segment that writes
//   them into those slots when it is instantiated. It imports from "start" the memory,
//   both tables, every global (exported as `g<i>`) and every function it calls that
//   stayed in the start (`f<i in base 36>`; a function the start imports from the glue is
//   exported again the same way). Its data stays in the start's memory.
//
// `instrument` writes a copy of IN.wasm whose every function sets a global of its own
// when it first runs (`__hit_<k>`, exported), and the names that number them.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import binaryen from 'binaryen';

const LOADER = 'threeCrownsLoadRest';
const LOADED = '__rest_loaded';
const TABLE_EXPORT = '__rest_table';

/**
 * A function's name as the start's list says it: its v0 symbol, demangled, without the
 * crates' hashes (`core[c5930c85a12de822]::` is `core::`; a slice type such as `[f32]` stays) and without a `.N` that Binaryen
 * adds to tell apart two functions of one name (both stay). v0 names each generic instance
 * by the types it is made for (`<alloc::vec::Vec<u8> as core::clone::Clone>::clone`), so a
 * name says which instance it is without the hashes, which a new compiler, a dependency
 * added or updated or `-C metadata` change.
 */
export const listed = (name) =>
  name
    .replace(/\.\d+$/, '')
    .replace(/\[\d+\]$/, '')
    .replace(/(?<=\w)\[[0-9a-f]{1,16}\]/g, '')
    // wasm-bindgen's shims are named by indices of its own, which differ between builds.
    .replace(/shim_idx: \d+/g, 'shim_idx: _')
    .replace(/ shim_\d+$/, ' shim');

/** A legacy symbol's hash (`::h0123456789abcdef` at the end), which the split cannot use. */
const LEGACY = /::h[0-9a-f]{16}$/;

/** Throws unless the page's functions carry v0 names (.cargo/config.toml's rustflags). */
function checkMangling(all) {
  const legacy = all.filter((f) => !f.module && LEGACY.test(f.name));
  if (legacy.length > all.length / 10) {
    throw new Error(
      `split-wasm: ${legacy.length} of the page's functions have legacy symbol names (${legacy[0].name}): ` +
        'build the page with `-C symbol-mangling-version=v0` (.cargo/config.toml; a RUSTFLAGS of your own replaces it, so add it there)',
    );
  }
}

/** The name of the global by which the rest checks that it belongs to this start: made
 *  from the build's own bytes, so another build's rest (a half-finished deploy, a host's
 *  stale copy) fails to instantiate instead of calling the wrong functions. */
const buildGlobal = (bytes) => `__rest_build_${createHash('sha256').update(bytes).digest('hex').slice(0, 16)}`;

/** Whether a function stays in the start whatever the list says: one with no name, and
 *  those of `web::rest`, which asks for the rest (a first visit never runs them). */
const stays = (name) => /^\d+$/.test(name) || listed(name).startsWith('three_crowns_web::rest::');

/** What the start exports its `i`th function as, for the rest to import. */
const exported = (i) => `f${i.toString(36)}`;

function read(bytes) {
  binaryen.setDebugInfo(false);
  return binaryen.readBinary(bytes);
}

function functions(m) {
  const list = [];
  for (let i = 0; i < m.getNumFunctions(); i++) {
    const ref = m.getFunctionByIndex(i);
    list.push({ ref, ...binaryen.getFunctionInfo(ref) });
  }
  return list;
}

/** The instrumented copy of `bytes` and the names of its functions, numbered as its globals. */
export function instrument(bytes) {
  const m = read(bytes);
  const names = [];
  for (const f of functions(m)) {
    if (f.module) continue;
    const k = names.length;
    names.push(listed(f.name));
    const g = `__hit_${k}`;
    m.addGlobal(g, binaryen.i32, true, m.i32.const(0));
    m.addGlobalExport(g, g);
    binaryen.Function.setBody(f.ref, m.block(null, [m.global.set(g, m.i32.const(1)), f.body], f.results));
  }
  if (!m.validate()) throw new Error('the instrumented wasm does not validate');
  const wasm = m.emitBinary();
  m.dispose();
  return { wasm, names };
}

/** The marker comments around the rest of English's catalogue (build.rs). */
const TEXT_BEGIN = Buffer.from('# three-crowns: English, the rest: begin\n');
const TEXT_END = Buffer.from('# three-crowns: English, the rest: end\n');

/**
 * Takes the rest of English's catalogue out of module `m`'s data: the bytes from its begin
 * marker to its end marker (build.rs writes both) are left out of the segment that holds
 * them, which becomes two. Returns them, their address and the memory's limits: `{ at,
 * data, memory }`. A page's data without the markers, or with them twice, is refused.
 */
function carveText(m) {
  const segments = [];
  for (let i = 0; i < m.getNumDataSegments(); i++) segments.push(m.getDataSegmentInfo(m.getDataSegmentByIndex(i)));
  const found = [];
  segments.forEach((seg, i) => {
    const data = Buffer.from(seg.data);
    for (let b = data.indexOf(TEXT_BEGIN); b !== -1; b = data.indexOf(TEXT_BEGIN, b + 1)) {
      const e = data.indexOf(TEXT_END, b);
      if (e !== -1) found.push({ i, b, e: e + TEXT_END.length });
    }
  });
  if (found.length !== 1) {
    throw new Error(`split-wasm: the rest of English's catalogue is ${found.length ? 'in the data more than once' : 'not in the data'} (build.rs writes it between two markers)`);
  }
  const { i, b, e } = found[0];
  if (segments.some((s) => s.passive || typeof s.offset !== 'number')) {
    throw new Error('split-wasm: the page has a data segment that is passive or has no constant address');
  }
  const seg = segments[i];
  const data = Buffer.from(seg.data);
  const kept = segments.flatMap((s, k) =>
    k !== i
      ? [s]
      : [
          { name: `${s.name}.0`, offset: s.offset, data: data.subarray(0, b) },
          { name: `${s.name}.1`, offset: s.offset + e, data: data.subarray(e) },
        ].filter((part) => part.data.length > 0),
  );
  const memory = m.getMemoryInfo('0');
  m.setMemory(
    memory.initial,
    memory.max ?? -1,
    null,
    kept.map((s) => ({ name: s.name, offset: m.i32.const(s.offset), data: new Uint8Array(s.data), passive: false })),
    memory.shared,
    false,
    '0',
  );
  return { at: seg.offset + b, data: new Uint8Array(data.subarray(b, e)), memory };
}

/** `bytes` split in two: `{ start, rest, counts }`; `list` is the start's list's text. */
export function split(bytes, list) {
  const keep = new Set(
    list
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l && !l.startsWith('#'))
      .map(listed),
  );
  const start = read(bytes);
  const rest = read(bytes);
  const all = functions(start);
  checkMangling(all);
  const loader = all.find((f) => f.module && f.base === LOADER);
  if (!loader) throw new Error(`the page's wasm imports no ${LOADER} (src/web/rest.rs)`);
  const table = binaryen.getTableInfo(start.getTableByIndex(0));
  // Kept: every function the list names, and every function whose code is the same as a
  // kept one's. The compiler folds identical functions into one and which name survives
  // depends on the order of the symbols, which their hashes set (`Vec<u8>::reserve` in one
  // build, `Vec<Square>::reserve`, the same code, in another): a first visit runs the
  // survivor, whichever it is. Binaryen tells apart two functions of one name with `[N]`
  // (a copy of a function from another unit), which the list leaves out too.
  const defined = all.filter((f) => !f.module);
  // Its code with every name it calls said as the list says names (two copies of one
  // function, `f` and `f[4]`, are one).
  const code = (f) =>
    `${f.params}:${f.results}:` +
    binaryen.emitText(f.body).replace(/\$"((?:[^"\\]|\\.)*)"/g, (_, name) => `$${listed(name)}`);
  const keptCode = new Set(defined.filter((f) => keep.has(listed(f.name))).map(code));
  const kept = (f) => stays(f.name) || keep.has(listed(f.name)) || keptCode.has(code(f));
  // Moved: every other defined function.
  const moved = defined.filter((f) => !kept(f));
  const movedNames = new Set(moved.map((f) => f.name));
  const base = table.initial;
  const size = base + moved.length;

  // The start: stubs, the grown table, the flag and the exports the rest imports.
  const tableRef = start.getTable(table.name);
  binaryen._BinaryenTableSetInitial(tableRef, size);
  binaryen._BinaryenTableSetMax(tableRef, size);
  start.addTableExport(table.name, TABLE_EXPORT);
  start.addGlobal(LOADED, binaryen.i32, true, start.i32.const(0));
  start.addGlobalExport(LOADED, LOADED);
  // One function checks the flag, so that each stub is a call and the call through the table.
  const ensure = '__rest_ensure';
  start.addFunction(
    ensure,
    binaryen.none,
    binaryen.none,
    [],
    start.if(start.i32.eqz(start.global.get(LOADED, binaryen.i32)), start.call(loader.name, [], binaryen.none)),
  );
  moved.forEach((f, k) => {
    const params = binaryen.expandType(f.params);
    const args = params.map((t, i) => start.local.get(i, t));
    const call = start.call_indirect(table.name, start.i32.const(base + k), args, f.params, f.results);
    binaryen.Function.setBody(f.ref, start.block(null, [start.call(ensure, [], binaryen.none), call], f.results));
  });

  // The rest: the moved bodies, everything else imported from the start.
  for (let i = rest.getNumExports() - 1; i >= 0; i--) {
    rest.removeExport(binaryen.getExportInfo(rest.getExportByIndex(i)).name);
  }
  for (let i = rest.getNumElementSegments() - 1; i >= 0; i--) {
    rest.removeElementSegment(binaryen.getElementSegmentInfo(rest.getElementSegmentByIndex(i)).name);
  }
  // English's catalogue's rest (build.rs): its bytes leave the start's data for the rest's,
  // which writes them into the shared memory, where they were, when it is instantiated.
  const { at, data, memory } = carveText(start);
  rest.setMemory(memory.initial, memory.max ?? -1, null, [{ offset: rest.i32.const(at), data, passive: false }], memory.shared, false, '0');
  rest.addMemoryImport('0', 'start', 'memory');
  for (let i = 0; i < rest.getNumTables(); i++) {
    const t = binaryen.getTableInfo(rest.getTableByIndex(i));
    rest.addTableImport(t.name, 'start', i === 0 ? TABLE_EXPORT : t.name);
    if (i === 0) {
      const ref = rest.getTable(t.name);
      binaryen._BinaryenTableSetInitial(ref, size);
      binaryen._BinaryenTableSetMax(ref, size);
    }
  }
  const globalExports = [];
  for (let i = rest.getNumGlobals() - 1; i >= 0; i--) {
    const g = binaryen.getGlobalInfo(rest.getGlobalByIndex(i));
    rest.removeGlobal(g.name);
    rest.addGlobalImport(g.name, 'start', `g${i}`, g.type, g.mutable);
    globalExports.push([g.name, `g${i}`]);
  }
  all.forEach((f, i) => {
    if (movedNames.has(f.name)) return;
    rest.removeFunction(f.name);
    rest.addFunctionImport(f.name, 'start', exported(i), f.params, f.results);
  });
  // The build's mark, exported by this start alone and imported by this rest alone: the
  // global that holds where the rest's slots begin, so that the rest uses it (its element
  // segment's offset) and no optimiser drops it.
  const mark = buildGlobal(bytes);
  start.addGlobal(mark, binaryen.i32, false, start.i32.const(base));
  start.addGlobalExport(mark, mark);
  rest.addGlobalImport(mark, 'start', mark, binaryen.i32, false);
  rest.addActiveElementSegment(
    table.name,
    'rest',
    moved.map((f) => f.name),
    rest.global.get(mark, binaryen.i32),
  );
  rest.runPasses(['remove-unused-module-elements']);

  // What the rest imports, the start exports.
  const imported = new Set();
  for (let i = 0; i < rest.getNumFunctions(); i++) {
    const f = binaryen.getFunctionInfo(rest.getFunctionByIndex(i));
    if (f.module === 'start') imported.add(f.base);
  }
  all.forEach((f, i) => {
    if (imported.has(exported(i))) start.addFunctionExport(f.name, exported(i));
  });
  for (const [name, as] of globalExports) start.addGlobalExport(name, as);

  if (!start.validate()) throw new Error('the start does not validate');
  if (!rest.validate()) throw new Error('the rest does not validate');
  const out = { start: start.emitBinary(), rest: rest.emitBinary() };
  start.dispose();
  rest.dispose();
  return { ...out, counts: { start: all.length - moved.length, rest: moved.length, listed: keep.size, called: imported.size } };
}

/** Runs wasm-opt (on PATH: scripts/env.sh) as trunk does for the workers: -Os --converge. */
function optimise(file) {
  return new Promise((ok, fail) => {
    const p = spawn('wasm-opt', ['-Os', '--converge', file, '-o', file], { stdio: 'inherit' });
    p.on('error', fail);
    p.on('exit', (code) => (code === 0 ? ok() : fail(new Error(`wasm-opt exited with ${code} on ${file}`))));
  });
}

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const LIST = path.join(ROOT, 'web/start-functions.txt');
export const REST = 'three-crowns-rest';
export const NAMES = path.join(ROOT, 'target/start-profile-names.txt');

/**
 * The post_build hook's part (scripts/precache.mjs, release builds): splits the staged page
 * wasm (`dir`/three-crowns-web-*_bg.wasm, wasm-bindgen's output with names: index.html's
 * page link has data-wasm-opt="0") into the start, written in its place, and
 * `three-crowns-rest.wasm`, and optimises both. With `profile`, writes the instrumented
 * page wasm instead (not optimised) and its functions' names to NAMES.
 */
export async function splitPage(dir, { profile = false } = {}) {
  const page = fs.readdirSync(dir).find((f) => /^three-crowns-web-.*_bg\.wasm$/.test(f));
  if (!page) throw new Error(`split-wasm: no three-crowns-web-*_bg.wasm in ${dir}`);
  const file = path.join(dir, page);
  const bytes = fs.readFileSync(file);
  if (profile) {
    const { wasm, names } = instrument(bytes);
    fs.writeFileSync(file, wasm);
    fs.mkdirSync(path.dirname(NAMES), { recursive: true });
    fs.writeFileSync(NAMES, names.join('\n') + '\n');
    console.log(`split-wasm: ${names.length} functions instrumented, their names in ${NAMES}`);
    return;
  }
  const { start, rest, counts } = split(bytes, fs.readFileSync(LIST, 'utf8'));
  const restFile = path.join(dir, `${REST}.wasm`);
  fs.writeFileSync(file, start);
  fs.writeFileSync(restFile, rest);
  await Promise.all([optimise(file), optimise(restFile)]);
  console.log(
    `split-wasm: ${counts.start} functions in the start (${counts.listed} names in ${LIST}), ${counts.rest} in the rest, ` +
      `${counts.called} of the start's called by the rest; ${fs.statSync(file).size} + ${fs.statSync(restFile).size} bytes`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [command, ...args] = process.argv.slice(2);
  if (command === 'split' && args.length === 4) {
    const { start, rest, counts } = split(fs.readFileSync(args[0]), fs.readFileSync(args[1], 'utf8'));
    fs.writeFileSync(args[2], start);
    fs.writeFileSync(args[3], rest);
    console.log(counts);
  } else if (command === 'instrument' && args.length === 3) {
    const { wasm, names } = instrument(fs.readFileSync(args[0]));
    fs.writeFileSync(args[1], wasm);
    fs.writeFileSync(args[2], names.join('\n') + '\n');
  } else {
    console.error(
      'usage: node scripts/split-wasm.mjs split IN.wasm START.txt START_OUT.wasm REST_OUT.wasm\n' +
        '       node scripts/split-wasm.mjs instrument IN.wasm OUT.wasm NAMES_OUT.txt',
    );
    process.exit(2);
  }
}
