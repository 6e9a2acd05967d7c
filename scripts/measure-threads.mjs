// The native search with 1, 2 and 4 threads (the engine's `threads` option, Lazy SMP):
// time to a fixed depth and nodes per second, over the start position and the positions
// after a few openings of tests/openings.txt, each thread count run in turn ROUNDS times
// (default 3) so that all see the same drift of a shared machine; prints the median time
// to depth and the median nodes per second of each count, and the speed-up of time to
// depth against one thread. A measurement only; counts above the machine's cores are
// still run (and say so).
//   node scripts/measure-threads.mjs [DEPTH] [ROUNDS]     (after cargo build --release)
import { spawn } from 'node:child_process';
import os from 'node:os';
import readline from 'node:readline';
import { BIN, firstOpenings, median } from './openings.mjs';

const depth = Math.max(1, Number(process.argv[2]) || 12);
const rounds = Math.max(1, Number(process.argv[3]) || 3);
const bin = BIN;
const positions = ['startpos', ...firstOpenings(4)];

const engine = spawn(bin, ['engine'], { stdio: ['pipe', 'pipe', 'inherit'] });
const lines = readline.createInterface({ input: engine.stdout });
const waiting = [];
lines.on('line', (l) => waiting.length && waiting[0](l));
const send = (l) => engine.stdin.write(`${l}\n`);
// Sends a search and waits for its bestmove: the last info's time and nodes.
const go = (threads, position) =>
  new Promise((resolve) => {
    let last = null;
    waiting.push((l) => {
      if (l.startsWith('info')) last = l;
      if (l.startsWith('bestmove')) {
        waiting.shift();
        resolve({ time: Number(last.match(/ time (\d+)/)[1]), nodes: Number(last.match(/ nodes (\d+)/)[1]) });
      }
      if (l.startsWith('error')) throw new Error(l);
    });
    send('newgame');
    send(`setoption name threads value ${threads}`);
    send(`position ${position}`);
    send(`go depth ${depth}`);
  });

const counts = [1, 2, 4];
const results = Object.fromEntries(counts.map((n) => [n, { time: [], nps: [] }]));
for (let r = 0; r < rounds; r++) {
  for (const n of counts) {
    let time = 0;
    let nodes = 0;
    for (const p of positions) {
      const x = await go(n, p);
      time += x.time;
      nodes += x.nodes;
    }
    results[n].time.push(time);
    results[n].nps.push((nodes * 1000) / Math.max(1, time));
  }
}
send('quit');
const cores = os.availableParallelism();
console.log(`depth ${depth}, ${positions.length} positions, ${rounds} rounds, ${cores} cores`);
const base = median(results[1].time);
for (const n of counts) {
  const t = median(results[n].time);
  const note = n > cores ? ` (more threads than the ${cores} cores)` : '';
  console.log(
    `threads ${n}: ${t} ms to depth ${depth} (x${(base / t).toFixed(2)}), ` +
      `${(median(results[n].nps) / 1e6).toFixed(2)} M nodes/s${note}`,
  );
}
