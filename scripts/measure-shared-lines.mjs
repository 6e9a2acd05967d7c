// The page's way of sharing the analysis's best lines between two workers, played by two
// native engine processes (no browser): time to DEPTH with LINES lines (default 11, 3),
// against one process searching every line. The first process searches line 1 over
// every root move; the second searches lines 2…LINES one depth at a time (`go depth d
// searchmoves …`), leaving out the first process's current best move at each depth, as
// `app::study::Analysis` asks its second worker. Over the start position and the
// positions after the first four openings of tests/openings.txt, ROUNDS times each
// (default 3); prints the median per position, the totals and the speed-up. A
// measurement only: on a 2-core machine the two processes have a core each.
//   node scripts/measure-shared-lines.mjs [DEPTH] [LINES] [ROUNDS]  (after cargo build --release)
import { spawn } from 'node:child_process';
import readline from 'node:readline';
import { BIN, firstOpenings, median } from './openings.mjs';

const depth = Math.max(2, Number(process.argv[2]) || 11);
const lines = Math.min(5, Math.max(2, Number(process.argv[3]) || 3));
const rounds = Math.max(1, Number(process.argv[4]) || 3);
const bin = BIN;
const positions = ['position startpos', ...firstOpenings(4).map((o) => `position ${o}`)];

/** An engine process: `send(line)`, `until(pred)` resolves with the first line after now that satisfies it, `onLine(f)`. */
function engine() {
  const p = spawn(bin, ['engine'], { stdio: ['pipe', 'pipe', 'inherit'] });
  const rl = readline.createInterface({ input: p.stdout });
  const listeners = new Set();
  rl.on('line', (l) => [...listeners].forEach((f) => f(l)));
  return {
    send: (l) => p.stdin.write(l + '\n'),
    until: (pred) =>
      new Promise((done) => {
        const f = (l) => {
          if (pred(l)) {
            listeners.delete(f);
            done(l);
          }
        };
        listeners.add(f);
      }),
    onLine: (f) => listeners.add(f),
    offLine: (f) => listeners.delete(f),
    quit: () => p.stdin.end('quit\n'),
  };
}

const firstMove = (l) => l.match(/ pv (\S+)/)?.[1];

/** Milliseconds for one process to search `lines` lines to `depth`. */
async function alone(e, position) {
  e.send('newgame');
  e.send(position);
  e.send(`setoption name multipv value ${lines}`);
  const t0 = performance.now();
  e.send(`go depth ${depth}`);
  await e.until((l) => l.startsWith('bestmove'));
  return performance.now() - t0;
}

/** Milliseconds for two processes sharing the lines as the page's workers do. */
async function shared(a, b, position) {
  for (const e of [a, b]) {
    e.send('newgame');
    e.send(position);
  }
  a.send('setoption name multipv value 1');
  b.send(`setoption name multipv value ${lines - 1}`);
  b.send('moves');
  const legal = (await b.until((l) => l.startsWith('moves'))).split(' ').slice(1);
  let best = null;
  const track = (l) => {
    if (l.startsWith('info depth')) best = firstMove(l) ?? best;
  };
  a.onLine(track);
  const t0 = performance.now();
  a.send('go depth ' + depth);
  const first = a.until((l) => l.startsWith('bestmove')).then(() => performance.now() - t0);
  await a.until((l) => l.startsWith('info depth'));
  for (let d = 1; d <= depth; d++) {
    const share = legal.filter((m) => m !== best);
    b.send(`go depth ${d} searchmoves ${share.join(' ')}`);
    await b.until((l) => l.startsWith('bestmove'));
  }
  const second = performance.now() - t0;
  const firstMs = await first;
  a.offLine(track);
  return Math.max(firstMs, second);
}

const one = engine();
const [a, b] = [engine(), engine()];
const times = { alone: positions.map(() => []), shared: positions.map(() => []) };
for (let r = 0; r < rounds; r++) {
  for (const [i, p] of positions.entries()) {
    times.alone[i].push(await alone(one, p));
    times.shared[i].push(await shared(a, b, p));
  }
}
for (const e of [one, a, b]) e.quit();
const total = (k) => times[k].map(median).reduce((x, y) => x + y, 0);
console.log(`depth ${depth}, ${lines} lines, ${positions.length} positions, ${rounds} rounds`);
for (const k of ['alone', 'shared']) {
  console.log(`${k === 'alone' ? 'one process ' : 'two, shared'}: ${Math.round(total(k))} ms (per position: ${times[k]
    .map(median)
    .map(Math.round)
    .join(', ')})`);
}
console.log(`shared: x${(total('alone') / total('shared')).toFixed(2)} time to depth ${depth}`);
