#!/usr/bin/env node
// Prints how long one move and one undo take in the page (each includes the page's whole
// response: rules, move list, board, saving the record) after games of 100, 5,000 and
// 20,000 plies opened from a link, as a markdown table (median and max of 21 of each).
// A measurement only: nothing passes or fails on a timing.
//
//   node scripts/measure-long-games.mjs      (after `trunk build --release --offline`)

import { setup, openGame, state, SHUFFLE } from '../e2e/browser.mjs';

const LENGTHS = [100, 5000, 20000];
const RUNS = 21;
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[s.length >> 1];
};

async function measure(env, plies) {
  const moves = Array.from({ length: plies }, (_, i) => SHUFFLE[i % 4]);
  const game = await openGame(env, { hash: `#moves=${moves.join(',')}&rep=off` });
  try {
    const { page } = game;
    const s = await state(page);
    if (s.ply !== plies) throw new Error(`the link opened ${s.ply} plies, not ${plies}`);
    const next = SHUFFLE[plies % 4];
    const times = await page.evaluate(
      ({ next, runs }) => {
        const play = [];
        const undo = [];
        const button = document.getElementById('undo');
        for (let i = 0; i < runs; i++) {
          let t = performance.now();
          const r = window.threeCrowns.play(next);
          play.push(performance.now() - t);
          if (!r.ok) throw new Error(r.error);
          t = performance.now();
          button.click();
          undo.push(performance.now() - t);
        }
        return { play, undo, record: localStorage.getItem('three-crowns.record')?.length ?? 0 };
      },
      { next, runs: RUNS },
    );
    return times;
  } finally {
    await game.close();
  }
}

async function main() {
  const env = await setup();
  try {
    console.log('| plies | one move, median (max) | one undo, median (max) | record saved each time |');
    console.log('|---:|---:|---:|---:|');
    for (const plies of LENGTHS) {
      const t = await measure(env, plies);
      const f = (xs) => `${median(xs).toFixed(2)} ms (${Math.max(...xs).toFixed(2)})`;
      console.log(`| ${plies} | ${f(t.play)} | ${f(t.undo)} | ${(t.record / 1024).toFixed(1)} KiB |`);
    }
  } finally {
    await env.close();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
