// What each function and each static of a linked wasm module points at, read from the
// relocations wasm-ld keeps with `--emit-relocs` (web/build.rs links the page so), as
// WebAssembly's tool conventions define them ("Linking.md": the `linking` section's symbol
// table, the `reloc.CODE` and `reloc.DATA` sections). Exact where a scan of the code's
// constants is not: a static's address that the compiler has shifted (a loop that counts
// from 36 reads `table - 36 + i`) is still a relocation against that static's symbol.
//
// scripts/split-wasm.mjs reads the cargo output (before wasm-bindgen, whose output keeps
// these sections with offsets that no longer hold) to give the rest of the page's wasm the
// statics only its functions read, and uses this module's section and LEB128 readers.

/** Relocation types whose entry carries an addend (Linking.md). */
const ADDEND = new Set([3, 4, 5, 8, 9, 11, 14, 15, 16, 17, 21, 22, 23, 25]);
/** Relocation types against a data symbol: a static's address. */
const MEMORY = new Set([3, 4, 5, 11, 14, 15, 16, 17, 21, 23, 25]);

/** A reader of `bytes` from `at`: a byte, an unsigned and a signed LEB128, a name. */
export function reader(bytes, at = 0) {
  const r = {
    at,
    byte: () => bytes[r.at++],
    u: () => {
      let v = 0;
      let shift = 0;
      for (;;) {
        const b = bytes[r.at++];
        v += (b & 0x7f) * 2 ** shift;
        shift += 7;
        if (b < 0x80) return v;
      }
    },
    s: () => {
      let v = 0n;
      let shift = 0n;
      let b;
      do {
        b = bytes[r.at++];
        v |= BigInt(b & 0x7f) << shift;
        shift += 7n;
      } while (b & 0x80);
      if (b & 0x40) v -= 1n << shift;
      return Number(v);
    },
    str: () => {
      const n = r.u();
      const t = bytes.toString('utf8', r.at, r.at + n);
      r.at += n;
      return t;
    },
  };
  return r;
}

/**
 * The sections of module `bytes`, in order: `{ id, name, begin, payload, body, end }`
 * (`begin`: the section's id byte; `payload`: its contents, after its size; `body`: after a
 * custom section's name, else the payload; `end`: past it; `name`: a custom section's).
 */
export function sectionsOf(bytes) {
  const sections = [];
  const r = reader(bytes, 8);
  while (r.at < bytes.length) {
    const begin = r.at;
    const id = r.byte();
    const size = r.u();
    const payload = r.at;
    const name = id === 0 ? r.str() : null;
    sections.push({ id, name, begin, payload, body: r.at, end: payload + size });
    r.at = payload + size;
  }
  return sections;
}

/**
 * Reads `bytes` (a linked module with its relocations). Returns `{ values, statics,
 * segments }`: `values` maps each number the code holds as a static's address (an
 * i32.const, a load's or a store's offset: the static's address plus an addend, which may
 * reach outside it) to the statics it was made from; `statics` maps each data segment's
 * memory address to the addresses of the statics its bytes point at; `segments` lists
 * every segment's `{ address, size }`. A static is named by the address of its segment
 * (each static its own segment: `--no-merge-data-segments`). Function names are not needed:
 * wasm-bindgen renames and reorders functions but leaves their constants and the data as
 * they are. Throws if the module has no relocations.
 */
export function relocations(bytes) {
  const sections = sectionsOf(bytes);
  const find = (pred, what) => {
    const s = sections.find(pred);
    if (!s) throw new Error(`wasm-relocs: the module has no ${what} (link it with --emit-relocs: web/build.rs)`);
    return s;
  };

  const code = find((s) => s.id === 10, 'code section');

  // Each data segment's memory address and its range in the data section's payload.
  const data = find((s) => s.id === 11, 'data section');
  const segments = [];
  {
    const q = reader(bytes, data.body);
    for (let n = q.u(); n > 0; n--) {
      const flags = q.u();
      if (flags !== 0) throw new Error(`wasm-relocs: a data segment with flags ${flags} (only active segments of memory 0)`);
      if (q.byte() !== 0x41) throw new Error('wasm-relocs: a data segment whose address is not an i32.const');
      const address = q.s();
      if (q.byte() !== 0x0b) throw new Error('wasm-relocs: a data segment whose address is not a constant');
      const size = q.u();
      segments.push({ address, from: q.at - data.payload, to: q.at - data.payload + size });
      q.at += size;
    }
  }

  // The symbol table: each data symbol's segment.
  const linking = find((s) => s.id === 0 && s.name === 'linking', '`linking` section');
  const symbolSegment = [];
  {
    const q = reader(bytes, linking.body);
    const version = q.u();
    if (version !== 2) throw new Error(`wasm-relocs: linking section version ${version}, not 2`);
    while (q.at < linking.end) {
      const type = q.byte();
      const size = q.u();
      const end = q.at + size;
      if (type === 8) {
        for (let n = q.u(), i = 0; i < n; i++) {
          const kind = q.byte();
          const flags = q.u();
          const undefined_ = (flags & 0x10) !== 0;
          if (kind === 1) {
            q.str();
            if (!undefined_) {
              symbolSegment[i] = q.u();
              q.u();
              q.u();
            }
          } else if (kind === 3) {
            q.u();
          } else {
            q.u();
            if (!undefined_ || flags & 0x40) q.str();
          }
        }
      }
      q.at = end;
    }
  }

  /** Each relocation of the section that `target` is: `[offset, symbol, type]`, memory ones only. */
  const relocs = (target) => {
    const index = sections.indexOf(target);
    const out = [];
    for (const s of sections.filter((x) => x.id === 0 && x.name?.startsWith('reloc.'))) {
      const q = reader(bytes, s.body);
      if (q.u() !== index) continue;
      for (let n = q.u(); n > 0; n--) {
        const type = q.byte();
        const offset = q.u();
        const symbol = q.u();
        if (ADDEND.has(type)) q.s();
        if (MEMORY.has(type)) out.push([offset, symbol, type]);
      }
    }
    return out;
  };
  /** The index of the range of `ranges` (sorted) holding `offset`, or -1. */
  const within = (ranges, get, offset) => {
    let [l, h] = [0, ranges.length - 1];
    while (l <= h) {
      const k = (l + h) >> 1;
      const [from, to] = get(ranges[k]);
      if (offset < from) h = k - 1;
      else if (offset >= to) l = k + 1;
      else return k;
    }
    return -1;
  };
  const target = (symbol) => {
    const seg = symbolSegment[symbol];
    return seg === undefined ? undefined : segments[seg].address;
  };

  // The value each relocation in the code wrote: an i32.const's (signed LEB), a load's or
  // a store's offset (LEB), or a word (I32), all padded to their full width by wasm-ld.
  const values = new Map();
  for (const [offset, symbol, type] of relocs(code)) {
    const address = target(symbol);
    if (address === undefined) continue;
    const q = reader(bytes, code.payload + offset);
    const value = type === 4 || type === 11 ? q.s() : type === 3 ? q.u() : type === 5 ? bytes.readUInt32LE(q.at) : undefined;
    if (value === undefined) continue;
    if (!values.has(value)) values.set(value, new Set());
    values.get(value).add(address);
  }
  const statics = new Map();
  for (const [offset, symbol] of relocs(data)) {
    const k = within(segments, (s) => [s.from, s.to], offset);
    const address = target(symbol);
    if (k === -1 || address === undefined) continue;
    const from = segments[k].address;
    if (!statics.has(from)) statics.set(from, new Set());
    statics.get(from).add(address);
  }
  return { values, statics, segments: segments.map((s) => ({ address: s.address, size: s.to - s.from })) };
}
