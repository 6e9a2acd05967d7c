// The wasm split's own parts, on small modules made here (scripts/split-wasm.mjs,
// scripts/wasm-relocs.mjs). The whole split is tested on the real page by the browser tests
// (e2e/rest.test.mjs: a first visit from the start alone; every other file: the rest).
//
//   node --test scripts/split-wasm.test.mjs

import { test } from 'node:test';
import assert from 'node:assert/strict';
import binaryen from 'binaryen';
import { merged, shortenNames, withoutRelocations } from './split-wasm.mjs';
import { relocations } from './wasm-relocs.mjs';

const seg = (offset, ...bytes) => ({ offset, data: new Uint8Array(bytes) });

test('segments of one part close together become one, with zeros between', () => {
  const all = [seg(100, 1, 2), seg(104, 3), seg(200, 4)];
  assert.deepEqual(
    merged(all, () => true).map((s) => [s.offset, [...s.data]]),
    [
      [100, [1, 2, 0, 0, 3]],
      [200, [4]],
    ],
  );
});

test("a part's segments are never joined over a static of the other part", () => {
  // The start keeps 100 and 110; 104 goes with the rest. Zeros written over 104 when the
  // rest is instantiated would wipe what the start keeps there, and the reverse.
  const all = [seg(100, 1), seg(104, 9, 9), seg(110, 2)];
  const start = (k) => k !== 1;
  assert.deepEqual(
    merged(all, start).map((s) => [s.offset, [...s.data]]),
    [
      [100, [1]],
      [110, [2]],
    ],
  );
  assert.deepEqual(
    merged(all, (k) => !start(k)).map((s) => [s.offset, [...s.data]]),
    [[104, [9, 9]]],
  );
});

/** A module that imports two of the glue's functions and exports a closure's entry point. */
function module() {
  const m = new binaryen.Module();
  m.addFunctionImport('__wbg_log_0123456789abcdef', './three-crowns-web_bg.js', '__wbg_log_0123456789abcdef', binaryen.i32, binaryen.none);
  m.addFunctionImport('__wbg_now_fedcba9876543210', './three-crowns-web_bg.js', '__wbg_now_fedcba9876543210', binaryen.none, binaryen.f64);
  m.addFunctionImport('load', './snippets/x-0123/../src/web/rest.js', 'threeCrownsLoadRest', binaryen.none, binaryen.none);
  m.addFunction(
    'invoke',
    binaryen.i32,
    binaryen.none,
    [],
    m.block(null, [m.call('__wbg_log_0123456789abcdef', [m.local.get(0, binaryen.i32)], binaryen.none), m.drop(m.call('__wbg_now_fedcba9876543210', [], binaryen.f64)), m.call('load', [], binaryen.none)]),
  );
  m.addFunctionExport('invoke', 'wasm_bindgen_0123456789abcdef___convert__closures_____invoke_______true_');
  m.addFunctionExport('invoke', 'main');
  assert.ok(m.validate());
  const bytes = Buffer.from(m.emitBinary());
  m.dispose();
  return bytes;
}

const GLUE = `function __wbg_get_imports() {
    const import0 = {
        __proto__: null,
        __wbg_log_0123456789abcdef: function(arg0) { console.log(arg0); },
        __wbg_now_fedcba9876543210: function() { return Date.now(); },
    };
    return {
        __proto__: null,
        "./three-crowns-web_bg.js": import0,
        "./snippets/x-0123/../src/web/rest.js": import1,
    };
}
function wasm_bindgen_0123456789abcdef___convert__closures_____invoke_______true_(arg0) {
    wasm.wasm_bindgen_0123456789abcdef___convert__closures_____invoke_______true_(arg0);
}
wasm.main();
`;

/** Each import's `[module, field]` and each export's name of `bytes`. */
function names(bytes) {
  const m = binaryen.readBinary(bytes);
  const imports = [];
  for (let i = 0; i < m.getNumFunctions(); i++) {
    const f = binaryen.getFunctionInfo(m.getFunctionByIndex(i));
    if (f.module) imports.push([f.module, f.base]);
  }
  const exports = [];
  for (let i = 0; i < m.getNumExports(); i++) exports.push(binaryen.getExportInfo(m.getExportByIndex(i)).name);
  assert.ok(m.validate());
  m.dispose();
  return { imports, exports };
}

test('the names between the start and its glue are made short, the same in both', () => {
  const { wasm, glue, counts } = shortenNames(module(), GLUE);
  assert.deepEqual(counts, { names: 3, modules: 2 });
  const { imports, exports } = names(wasm);
  assert.deepEqual(imports, [
    ['m0', '_1'],
    ['m0', '_2'],
    // A snippet's function keeps its name (src/web/rest.js exports it by that name).
    ['m3', 'threeCrownsLoadRest'],
  ]);
  assert.deepEqual(exports, ['_4', 'main']);
  assert.match(glue, /\b_1: function\(arg0\)/);
  assert.match(glue, /\b_2: function\(\)/);
  assert.match(glue, /"m0": import0/);
  assert.match(glue, /"m3": import1/);
  assert.match(glue, /function _4\(arg0\) \{\n\s+wasm\._4\(arg0\);/);
  assert.doesNotMatch(glue, /0123456789abcdef|fedcba9876543210|three-crowns-web_bg/);
});

test('a name the glue does not hold is refused', () => {
  assert.throws(() => shortenNames(module(), GLUE.replace(/__wbg_now_fedcba9876543210/g, 'other')), /never names __wbg_now/);
});

test('a module without the linker\'s relocations is refused, and they are dropped from one that has them', () => {
  const bytes = module();
  assert.throws(() => relocations(bytes), /--emit-relocs/);
  // A custom section named like the linker's is dropped; the module is otherwise the same.
  const custom = (name) => {
    const n = Buffer.from(name);
    const body = Buffer.concat([Buffer.from([n.length]), n, Buffer.from([1, 2, 3])]);
    return Buffer.concat([Buffer.from([0, body.length]), body]);
  };
  const withRelocs = Buffer.concat([bytes, custom('linking'), custom('reloc.CODE'), custom('kept')]);
  assert.deepEqual(withoutRelocations(withRelocs), Buffer.concat([bytes, custom('kept')]));
});
