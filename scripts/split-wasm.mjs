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
//   node scripts/split-wasm.mjs split IN.wasm LIST.txt START_OUT.wasm REST_OUT.wasm LINKED.wasm
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
//   both tables and every global (exported as `g<i>`). The functions of the start it calls
//   (a function the start imports from the glue too) the start writes into its table after
//   the rest's slots, and the rest calls them through it.
// - The rest's data are the statics only its functions hold the address of (the linker's
//   relocations say which: scripts/wasm-relocs.mjs; the page is linked with them, each
//   static in a segment of its own: web/build.rs), written into the shared memory, where
//   they were, when it is instantiated.
// - The names the start and its glue call each other by are made short (`shortenNames`).
//
// `instrument` writes a copy of IN.wasm whose every function sets a global of its own
// when it first runs (`__hit_<k>`, exported), and the names that number them.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import binaryen from 'binaryen';
import { reader, relocations, sectionsOf } from './wasm-relocs.mjs';

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
  const m = read(withoutRelocations(bytes));
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

/** The marker comment that begins the rest of English's catalogue (build.rs). */
const TEXT_BEGIN = Buffer.from('# three-crowns: English, the rest: begin\n');

/** The numbers a function's code holds (its text, as Binaryen prints it) where an address
 *  can be: its i32 constants and its loads' and stores' offsets. */
const NUMBER = /i32\.const (\d+)|offset=(\d+)/g;

/** The largest gap of zeros between two segments that one segment fills (fewer, longer
 *  segments: each costs its header). */
const GAP = 32;

/** The segments (`{ offset, data }`, sorted by address) whose `inPart` is true, made into
 *  fewer: two that follow each other in `all` (no segment of the other part between them)
 *  and lie at most GAP bytes apart become one, with zeros between. Zeros over a static of
 *  the other part would wipe it when this part's segments are written. */
export function merged(all, inPart) {
  const out = [];
  let joinable = false;
  all.forEach((p, k) => {
    if (!inPart(k)) {
      joinable = false;
      return;
    }
    const last = out[out.length - 1];
    if (joinable && p.offset - (last.offset + last.data.length) <= GAP) {
      const data = new Uint8Array(p.offset + p.data.length - last.offset);
      data.set(last.data, 0);
      data.set(p.data, p.offset - last.offset);
      last.data = data;
    } else {
      out.push({ offset: p.offset, data: p.data });
    }
    joinable = true;
  });
  return out;
}

/**
 * The page's data in two parts, as its functions are: a static stays in the start if a
 * function of the start holds its address, or a static that stays holds a pointer to it;
 * every other static goes with the rest, whose active data segments write it into the shared
 * memory, where it was, when the rest is instantiated (no function of the start reads it
 * before: only the rest's functions hold its address).
 *
 * Which number is which static's address comes from the linker's relocations (`linked`,
 * scripts/wasm-relocs.mjs): a function may hold a static's address shifted outside it (a
 * loop over a table that counts up to zero holds the table's end, which lies in the next
 * static), and a number that only looks like an address (`Option<char>::None` is 0x110000)
 * is none. Each static is a segment of its own (web/build.rs: `--no-merge-data-segments`).
 * `keptCode` is the text of each function the start keeps. Sets the start's segments and
 * returns the rest's, the memory's limits and the byte counts. English's catalogue's rest
 * (build.rs) must leave: a page whose start would keep it is refused.
 */
function splitData(m, keptCode, linked) {
  const segments = [];
  for (let i = 0; i < m.getNumDataSegments(); i++) {
    const s = m.getDataSegmentInfo(m.getDataSegmentByIndex(i));
    if (s.passive || typeof s.offset !== 'number') {
      throw new Error('split-wasm: the page has a data segment that is passive or has no constant address');
    }
    segments.push({ offset: s.offset, data: new Uint8Array(s.data) });
  }
  segments.sort((a, b) => a.offset - b.offset);
  const same =
    segments.length === linked.segments.length &&
    segments.every((s, k) => s.offset === linked.segments[k].address && s.data.length === linked.segments[k].size);
  if (!same) {
    throw new Error(
      `split-wasm: the linked page's data (${linked.segments.length} statics) is not the data of the page wasm-bindgen wrote ` +
        `(${segments.length}): the cargo output is from another build`,
    );
  }
  const index = new Map(segments.map((s, k) => [s.offset, k]));
  const keep = new Uint8Array(segments.length);
  const todo = [];
  const mark = (address) => {
    const k = index.get(address);
    if (k !== undefined && !keep[k]) {
      keep[k] = 1;
      todo.push(address);
    }
  };
  for (const code of keptCode) {
    for (const [, c, o] of code.matchAll(NUMBER)) {
      for (const address of linked.values.get(Number(c ?? o)) ?? []) mark(address);
    }
  }
  while (todo.length) for (const address of linked.statics.get(todo.pop()) ?? []) mark(address);
  const text = segments.findIndex((s) => Buffer.from(s.data).includes(TEXT_BEGIN));
  if (text === -1) throw new Error("split-wasm: the rest of English's catalogue is not in the page's data (build.rs writes it)");
  if (keep[text]) {
    throw new Error(
      "split-wasm: the start would keep the rest of English's catalogue: a function of the start holds its address " +
        '(only ui::lang::speaker::english_rest may)',
    );
  }
  const start = merged(segments, (k) => keep[k]);
  const rest = merged(segments, (k) => !keep[k]);
  const memory = m.getMemoryInfo('0');
  const segs = (mod, parts) =>
    parts.map((s, k) => ({ name: `d${k}`, offset: mod.i32.const(s.offset), data: s.data, passive: false }));
  m.setMemory(memory.initial, memory.max ?? -1, null, segs(m, start), memory.shared, false, '0');
  const bytes = (parts) => parts.reduce((n, s) => n + s.data.length, 0);
  return { rest, memory, segs, counts: { dataStart: bytes(start), dataRest: bytes(rest) } };
}

/** `bytes` without the linker's custom sections (`linking`, `reloc.*`), which wasm-bindgen
 *  carries over from a module linked with `--emit-relocs` with offsets that no longer hold. */
export function withoutRelocations(bytes) {
  const dropped = (s) => s.id === 0 && (s.name === 'linking' || s.name.startsWith('reloc.'));
  const kept = sectionsOf(bytes).filter((s) => !dropped(s));
  return Buffer.concat([bytes.subarray(0, 8), ...kept.map((s) => bytes.subarray(s.begin, s.end))]);
}

/** `bytes` split in two: `{ start, rest, counts }`; `list` is the start's list's text. */
export function split(bytes, list, linkedBytes) {
  bytes = withoutRelocations(bytes);
  const linked = relocations(linkedBytes);
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
  const texts = new Map(defined.map((f) => [f.name, binaryen.emitText(f.body)]));
  const code = (f) =>
    `${f.params}:${f.results}:` +
    texts.get(f.name).replace(/\$"((?:[^"\\]|\\.)*)"/g, (_, name) => `$${listed(name)}`);
  const sameCode = new Set(defined.filter((f) => keep.has(listed(f.name))).map(code));
  const kept = (f) => stays(f.name) || keep.has(listed(f.name)) || sameCode.has(code(f));
  // Moved: every other defined function.
  const moved = defined.filter((f) => !kept(f));
  const keptCode = defined.filter((f) => kept(f)).map((f) => texts.get(f.name));
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
  // The statics only the rest's functions read go with it (English's catalogue's rest among
  // them), written into the shared memory, where they were, when it is instantiated.
  const data = splitData(start, keptCode, linked);
  const { memory } = data;
  rest.setMemory(memory.initial, memory.max ?? -1, null, data.segs(rest, data.rest), memory.shared, false, '0');
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

  // What the rest calls of the start, the start puts in its table after the rest's slots,
  // and the rest calls through it: an element segment costs two bytes a function where an
  // export costs its name too (the start's exports were 2.9 KB of its first load). Each
  // import becomes a function of the rest that calls through the slot (wasm-opt inlines it).
  const called = [];
  for (let i = 0; i < rest.getNumFunctions(); i++) {
    const f = binaryen.getFunctionInfo(rest.getFunctionByIndex(i));
    if (f.module === 'start') called.push(f);
  }
  const total = size + called.length;
  binaryen._BinaryenTableSetInitial(tableRef, total);
  binaryen._BinaryenTableSetMax(tableRef, total);
  const restTable = rest.getTable(table.name);
  binaryen._BinaryenTableSetInitial(restTable, total);
  binaryen._BinaryenTableSetMax(restTable, total);
  const byExport = new Map(all.map((f, i) => [exported(i), f.name]));
  start.addActiveElementSegment(
    table.name,
    'start-for-rest',
    called.map((f) => byExport.get(f.base)),
    start.i32.const(size),
  );
  called.forEach((f, j) => {
    rest.removeFunction(f.name);
    const params = binaryen.expandType(f.params);
    const args = params.map((t, i) => rest.local.get(i, t));
    rest.addFunction(f.name, f.params, f.results, [], rest.call_indirect(table.name, rest.i32.const(size + j), args, f.params, f.results));
  });
  for (const [name, as] of globalExports) start.addGlobalExport(name, as);

  if (!start.validate()) throw new Error('the start does not validate');
  if (!rest.validate()) throw new Error('the rest does not validate');
  const out = { start: start.emitBinary(), rest: rest.emitBinary() };
  start.dispose();
  rest.dispose();
  return { ...out, counts: { start: all.length - moved.length, rest: moved.length, listed: keep.size, called: called.length, ...data.counts } };
}

/** Runs wasm-opt (on PATH: scripts/env.sh) as trunk does for the workers (-Os --converge),
 *  told that the first KiB of memory is unused (Rust puts the stack first, growing down
 *  from 1 MiB, and its statics after it, so no address below 1,024 is read or written:
 *  constants added to a pointer fold into the loads' and stores' offsets; the start −720 B
 *  gzipped), and drops the two custom sections no browser reads (producers,
 *  target_features). */
function optimise(file) {
  return new Promise((ok, fail) => {
    const p = spawn('wasm-opt', ['-Os', '--converge', '--low-memory-unused', '--strip-producers', '--strip-target-features', file, '-o', file], { stdio: 'inherit' });
    p.on('error', fail);
    p.on('exit', (code) => (code === 0 ? ok() : fail(new Error(`wasm-opt exited with ${code} on ${file}`))));
  });
}

/**
 * Short names for what the start and its glue (wasm-bindgen's JS) call each other by: the
 * glue's functions the start imports (`__wbg_<name>_<hash>`, 286 of them, each with its
 * module's path), and the closures' entry points the start exports for the glue
 * (`wasm_bindgen_<hash>___convert__closures_____invoke…`, up to 300 characters). Both files
 * are in the first load; the hashes do not compress. Returns the wasm (`bytes`, the start
 * as wasm-opt wrote it) and the glue (`glue`, its text) with each such name replaced by a
 * short one, the same in both: `{ wasm, glue, counts }`.
 */
export function shortenNames(bytes, glue) {
  const enc = (n) => {
    const out = [];
    do {
      let b = n & 0x7f;
      n = Math.floor(n / 128);
      if (n) b |= 0x80;
      out.push(b);
    } while (n);
    return Buffer.from(out);
  };
  const encStr = (t) => Buffer.concat([enc(Buffer.byteLength(t)), Buffer.from(t)]);
  const used = (name) => new RegExp(`\\b${name}\\b`).test(glue);
  const modules = new Map();
  const names = new Map();
  let next = 0;
  const fresh = (map, prefix, old) => {
    if (!map.has(old)) {
      let name;
      do name = `${prefix}${(next++).toString(36)}`;
      while (used(name));
      map.set(old, name);
    }
    return map.get(old);
  };
  const parts = [bytes.subarray(0, 8)];
  for (const { id, begin, payload, end } of sectionsOf(bytes)) {
    if (id === 2 || id === 7) {
      const r = reader(bytes, payload);
      const [leb, str] = [r.u, r.str];
      const count = leb();
      const entries = [];
      for (let i = 0; i < count; i++) {
        if (id === 2) {
          const module = str();
          const field = str();
          const descBegin = r.at;
          const kind = r.byte();
          if (kind === 0) leb();
          else if (kind === 1 || kind === 2) {
            if (kind === 1) r.byte();
            const flags = leb();
            leb();
            if (flags & 1) leb();
          } else if (kind === 3) r.at += 2;
          else if (kind === 4) {
            r.byte();
            leb();
          } else throw new Error(`split-wasm: an import of kind ${kind}`);
          const desc = bytes.subarray(descBegin, r.at);
          const glueModule = module === './three-crowns-web_bg.js' || module.startsWith('./snippets/');
          const m = glueModule ? fresh(modules, 'm', module) : module;
          const f = glueModule && kind === 0 && field.startsWith('__wbg_') ? fresh(names, '_', field) : field;
          entries.push(Buffer.concat([encStr(m), encStr(f), desc]));
        } else {
          const name = str();
          const descBegin = r.at;
          r.byte();
          leb();
          const desc = bytes.subarray(descBegin, r.at);
          const n = /^wasm_bindgen_[0-9a-f]{16}___convert__closures_/.test(name) ? fresh(names, '_', name) : name;
          entries.push(Buffer.concat([encStr(n), desc]));
        }
      }
      if (r.at !== end) throw new Error(`split-wasm: section ${id} read to ${r.at}, ends at ${end}`);
      const body = Buffer.concat([enc(count), ...entries]);
      parts.push(Buffer.from([id]), enc(body.length), body);
    } else {
      parts.push(bytes.subarray(begin, end));
    }
  }
  let out = glue;
  for (const [old, name] of names) {
    const re = new RegExp(`\\b${old}\\b`, 'g');
    if (!re.test(out)) throw new Error(`split-wasm: the glue never names ${old}`);
    out = out.replace(re, name);
  }
  for (const [old, name] of modules) {
    const key = `"${old}":`;
    if (!out.includes(key)) throw new Error(`split-wasm: the glue's imports have no module ${old}`);
    out = out.split(key).join(`"${name}":`);
  }
  return { wasm: Buffer.concat(parts), glue: out, counts: { names: names.size, modules: modules.size } };
}

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const LIST = path.join(ROOT, 'web/start-functions.txt');
export const REST = 'three-crowns-rest';
export const NAMES = path.join(ROOT, 'target/start-profile-names.txt');

/** The page's wasm as cargo linked it (before wasm-bindgen), with its relocations
 *  (web/build.rs): in CARGO_TARGET_DIR, or target/, under the `web` profile trunk builds. */
function linkedPage() {
  const target = path.resolve(ROOT, process.env.CARGO_TARGET_DIR ?? 'target');
  const file = path.join(target, 'wasm32-unknown-unknown', 'web', 'three-crowns-web.wasm');
  if (!fs.existsSync(file)) throw new Error(`split-wasm: no ${file}: the page as cargo linked it (trunk builds it first)`);
  return file;
}

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
  const { start, rest, counts } = split(bytes, fs.readFileSync(LIST, 'utf8'), fs.readFileSync(linkedPage()));
  const restFile = path.join(dir, `${REST}.wasm`);
  fs.writeFileSync(file, start);
  fs.writeFileSync(restFile, rest);
  await Promise.all([optimise(file), optimise(restFile)]);
  const glueFile = file.replace(/_bg\.wasm$/, '.js');
  const short = shortenNames(fs.readFileSync(file), fs.readFileSync(glueFile, 'utf8'));
  fs.writeFileSync(file, short.wasm);
  fs.writeFileSync(glueFile, short.glue);
  console.log(
    `split-wasm: ${counts.start} functions in the start (${counts.listed} names in ${LIST}), ${counts.rest} in the rest, ` +
      `${counts.called} of the start's called by the rest; data ${counts.dataStart} + ${counts.dataRest} bytes; ` +
      `${short.counts.names} names shortened; ${fs.statSync(file).size} + ${fs.statSync(restFile).size} bytes`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [command, ...args] = process.argv.slice(2);
  if (command === 'split' && args.length === 5) {
    const { start, rest, counts } = split(fs.readFileSync(args[0]), fs.readFileSync(args[1], 'utf8'), fs.readFileSync(args[4]));
    fs.writeFileSync(args[2], start);
    fs.writeFileSync(args[3], rest);
    console.log(counts);
  } else if (command === 'instrument' && args.length === 3) {
    const { wasm, names } = instrument(fs.readFileSync(args[0]));
    fs.writeFileSync(args[1], wasm);
    fs.writeFileSync(args[2], names.join('\n') + '\n');
  } else {
    console.error(
      'usage: node scripts/split-wasm.mjs split IN.wasm START.txt START_OUT.wasm REST_OUT.wasm LINKED.wasm\n' +
        '       node scripts/split-wasm.mjs instrument IN.wasm OUT.wasm NAMES_OUT.txt',
    );
    process.exit(2);
  }
}
