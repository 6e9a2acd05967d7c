// No control overlaps another, and none lies outside its panel (the issue "The page
// rebuilt on a pure app core"): every state a player can reach (STATES, e2e/states.mjs,
// the list axe-core walks) at four desktop windows (1366×768, 1280×720, 1440×900,
// 1920×1080) and a touch phone held upright (390×844) and sideways (844×390).
//
// The controls: the visible buttons, selects, fields, summaries, links, the board, what
// has role=button, and labels holding an input (a checkbox's or a file's label stands for
// it). While a modal dialog is open only its controls count (the page under it is covered
// on purpose). A failure is
// (a) an overlap: two controls' boxes (each cut to the boxes that clip it: a move scrolled
//     out of its list is not there) share more than 1 px each way; or an element covers a
//     control: the element at the control's centre (`document.elementFromPoint`), where
//     it is and, if it is out of view or covered there, once it is scrolled into the
//     middle of the view as a player would, is not the control, inside it or around it (a
//     fixed action bar drawn over a button, a notice over a seat). A control inside another
//     (a checkbox in its label, a button in a summary) is not an overlap. Two boxes that
//     scroll apart (one in a fixed or sticky box, the other in the page) meet only while
//     scrolling: the second check covers them. A popup opened by a toggle (aria-expanded,
//     aria-controls) and fixed over the page, the phone's menu sheet, covers what is under
//     it on purpose until it closes;
// (b) a control outside its panel: the nearest section, aside, header, nav, dialog,
//     .board-wrap, .menu or .controls around it. Its box lies within the panel's box
//     (1 px of tolerance), or within what the panel scrolls through when it scrolls; what
//     a scrolling box inside the panel holds counts as far as that box shows it (content
//     scrolled out of view is not outside). And it lies within the window's width.
// German, Polish and Japanese are walked through the wordiest states at 1366×768 and the
// upright phone too.
// A failure names the state, the size, each offender with its numbers, and a screenshot.
// Nothing is timed: each state is reached by waiting for what it shows (states.mjs).
//
//   node --test --test-concurrency=1 e2e/overlap.test.mjs

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setup, screenshot, slug } from './browser.mjs';
import { STATES, openState } from './states.mjs';

const T = { timeout: 300_000 };
let env;
before(async () => {
  env = await setup();
});
after(async () => {
  await env?.close();
});

const phone = (width, height) => ({
  name: `${width}x${height} (touch phone)`,
  viewport: { width, height },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
});
const SIZES = [
  ...[[1366, 768], [1280, 720], [1440, 900], [1920, 1080]].map(([width, height]) => ({
    name: `${width}x${height}`,
    viewport: { width, height },
  })),
  phone(390, 844),
  phone(844, 390),
];

/** What overlaps or lies outside its panel, one line each (empty: nothing). */
function offenders(page) {
  return page.evaluate(() => {
    const CONTROLS = 'button, select, input:not([type="hidden"]), textarea, summary, a[href], canvas#board, [role="button"], label';
    const PANELS = 'section, aside, header, nav, dialog, .board-wrap, .menu, .controls';
    const TOL = 1;
    const vw = document.documentElement.clientWidth;
    const vh = document.documentElement.clientHeight;
    const bad = [];
    const n = (x) => Math.round(x);
    const box = (r) => `${n(r.left)},${n(r.top)} ${n(r.right - r.left)}×${n(r.bottom - r.top)}`;
    const name = (el) => {
      const cls = typeof el.className === 'string' && el.className.trim() ? '.' + el.className.trim().split(/\s+/).join('.') : '';
      const words = (el.getAttribute('aria-label') || el.textContent || el.value || '').trim().replace(/\s+/g, ' ').slice(0, 24);
      return `${el.tagName.toLowerCase()}${el.id ? '#' + el.id : ''}${cls}${words ? ` "${words}"` : ''}`;
    };
    const cs = (el) => getComputedStyle(el);
    const scrolls = (el) => /auto|scroll/.test(cs(el).overflowX + cs(el).overflowY);
    const clips = (el) => cs(el).overflowX !== 'visible' || cs(el).overflowY !== 'visible';
    const rect = (el) => {
      const r = el.getBoundingClientRect();
      return { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
    };
    const cut = (a, b) => ({
      left: Math.max(a.left, b.left),
      top: Math.max(a.top, b.top),
      right: Math.min(a.right, b.right),
      bottom: Math.min(a.bottom, b.bottom),
    });
    const empty = (r) => r.right - r.left <= 0 || r.bottom - r.top <= 0;
    // The boxes that clip `el` from `from` up to (not including) `upTo`; a fixed box is
    // clipped by nothing around it.
    const clipped = (el, from, upTo) => {
      let r = rect(el);
      for (let a = from; a && a !== upTo && a !== document.body; a = a.parentElement) {
        if (clips(a)) r = cut(r, rect(a));
        if (cs(a).position === 'fixed') break;
      }
      return r;
    };
    // The nearest box around `el` (itself included) that moves apart from the page when
    // something scrolls: a fixed or sticky one (null: the page itself).
    const layer = (el) => {
      for (let a = el; a; a = a.parentElement) if (/fixed|sticky/.test(cs(a).position)) return a;
      return null;
    };

    // A modal dialog open: only its controls (the page under it is covered on purpose).
    const root = document.querySelector('dialog:modal') ?? document.body;
    const controls = [...root.querySelectorAll(CONTROLS)].filter((el) => {
      if (el.tagName === 'LABEL' && !el.querySelector('input, select, textarea')) return false;
      if (el.closest('.sr-only') || (el.matches('.skip') && document.activeElement !== el)) return false;
      if (!el.checkVisibility({ visibilityProperty: true })) return false;
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0;
    });
    const related = (a, b) => a.contains(b) || b.contains(a);

    // (a) Boxes that overlap: each cut by what clips it, pairs that scroll together.
    const seen = controls.map((el) => ({ el, r: clipped(el, el.parentElement, null), layer: layer(el) }));
    for (let i = 0; i < seen.length; i++) {
      for (let j = i + 1; j < seen.length; j++) {
        const a = seen[i];
        const b = seen[j];
        if (a.layer !== b.layer || related(a.el, b.el) || empty(a.r) || empty(b.r)) continue;
        const o = cut(a.r, b.r);
        if (o.right - o.left > TOL && o.bottom - o.top > TOL) {
          bad.push(`${name(a.el)} [${box(a.r)}] and ${name(b.el)} [${box(b.r)}] overlap by ${n(o.right - o.left)}×${n(o.bottom - o.top)} px`);
        }
      }
    }

    // (b) Outside its panel, or outside the window's width.
    for (const el of controls) {
      const panel = el.parentElement.closest(PANELS);
      // What a scrolling box between the control and its panel shows of it.
      let r = rect(el);
      for (let a = el.parentElement; a && a !== panel; a = a.parentElement) if (scrolls(a)) r = cut(r, rect(a));
      if (empty(r)) continue;
      if (r.left < -TOL || r.right > vw + TOL) bad.push(`${name(el)} [${box(r)}] is outside the window's width (${vw} px)`);
      if (!panel || !root.contains(panel)) continue;
      let p = rect(panel);
      if (scrolls(panel)) {
        // The panel's scrolled area: from its content's origin, as wide and tall as it scrolls.
        const left = p.left + panel.clientLeft - panel.scrollLeft;
        const top = p.top + panel.clientTop - panel.scrollTop;
        p = { left, top, right: left + panel.scrollWidth, bottom: top + panel.scrollHeight };
      }
      if (r.left < p.left - TOL || r.top < p.top - TOL || r.right > p.right + TOL || r.bottom > p.bottom + TOL) {
        bad.push(`${name(el)} [${box(r)}] lies outside its panel ${name(panel).replace(/ ".*/, '')} [${box(p)}]`);
      }
    }

    // (a) Covered: the element at each control's centre, where it is, then (if it is out
    // of view or covered there) scrolled into the middle of the view, as a player would.
    // A popup opened by a toggle (aria-expanded, aria-controls) and fixed over the page,
    // the phone's menu sheet, covers the page on purpose until it closes: what it covers is
    // not an offender. The scroll positions are put back after.
    const popups = [...document.querySelectorAll('[aria-expanded="true"][aria-controls]')]
      .map((t) => document.getElementById(t.getAttribute('aria-controls')))
      .filter((p) => p && cs(p).position === 'fixed');
    const scrolled = [document.scrollingElement, ...document.querySelectorAll('*')].filter(
      (e) => e && (e.scrollTop || e.scrollLeft || scrolls(e)),
    );
    const kept = scrolled.map((e) => [e, e.scrollLeft, e.scrollTop]);
    const view = { left: 0, top: 0, right: vw, bottom: vh };
    const centre = (r) => [(r.left + r.right) / 2, (r.top + r.bottom) / 2];
    const inside = ([x, y], r) => x >= r.left && x <= r.right && y >= r.top && y <= r.bottom;
    // What covers `el` at its centre `c` (null: nothing, or a popup on purpose).
    const cover = (el, c) => {
      const hit = document.elementFromPoint(c[0], c[1]);
      if (!hit || related(el, hit) || popups.some((p) => p.contains(hit) && !p.contains(el))) return null;
      return hit;
    };
    for (const el of controls) {
      let c = centre(rect(el));
      if (inside(c, cut(view, clipped(el, el.parentElement, null))) && !cover(el, c)) continue;
      el.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
      c = centre(rect(el));
      const shown = cut(view, clipped(el, el.parentElement, null));
      if (!inside(c, shown)) {
        bad.push(`${name(el)} [${box(rect(el))}] cannot be scrolled into view: its centre is cut off (shown: ${empty(shown) ? 'nothing' : box(shown)})`);
        continue;
      }
      const hit = cover(el, c);
      if (hit) bad.push(`${name(el)} [${box(rect(el))}] is covered at its centre (${n(c[0])},${n(c[1])}) by ${name(hit)}`);
    }
    for (const [e, left, top] of kept) e.scrollTo({ left, top, behavior: 'instant' });
    return bad;
  });
}

for (const st of STATES) {
  test(`no overlap, nothing outside its panel: ${st.name}`, T, async () => {
    const found = [];
    for (const size of SIZES) {
      const { context, game } = await openState(env, st, size);
      try {
        const bad = await offenders(game.page);
        if (bad.length) {
          const shot = await screenshot(game.page, slug(`overlap ${st.name} ${size.name}`));
          found.push(`-- ${size.name} (${shot}):\n    ${bad.join('\n    ')}`);
        }
        await game.close();
      } finally {
        await context.close().catch(() => {});
      }
    }
    assert.equal(found.length, 0, `${st.name}: controls overlap or lie outside their panel\n${found.join('\n')}`);
  });
}

// The same in the languages whose words run longest (German, Polish) or are set in
// another script (Japanese), on the states where the most words stand side by side, at
// the laptop's window and the upright phone.
const WORDY = [
  'a fresh game',
  'the New game dialog',
  'two players with names and clocks, White to move',
  'your games: the list of games kept',
  'a game with a friend: a move to send, the QR code shown',
  'the menu open, with the settings unfolded',
  'the typed-move box unfolded',
  'save and share open: the record and the position, read-only',
  'game over: resignation, with the result card',
  'a review done',
  'the position editor with an invalid setup',
  'a puzzle after a wrong move, with its refutation',
  'a lesson in progress, after its scripted reply',
  'the welcome card on a first visit',
];
for (const tag of ['de', 'pl', 'ja']) {
  test(`no overlap, nothing outside its panel, in ${tag}`, T, async () => {
    const found = [];
    const speak = async (page) => {
      const r = await page.evaluate((t) => window.threeCrowns.setSettings({ language: t }), tag);
      assert.deepEqual(r, { ok: true });
      await page.waitForFunction((t) => document.documentElement.lang === t, tag);
    };
    for (const name of WORDY) {
      const st = STATES.find((s) => s.name === name);
      assert.ok(st, name);
      for (const size of [SIZES[0], SIZES[4]]) {
        const { context, game } = await openState(env, st, size, { before: speak });
        try {
          const bad = await offenders(game.page);
          if (bad.length) {
            const shot = await screenshot(game.page, slug(`overlap ${tag} ${st.name} ${size.name}`));
            found.push(`-- ${st.name}, ${size.name} (${shot}):\n    ${bad.join('\n    ')}`);
          }
          await game.close();
        } finally {
          await context.close().catch(() => {});
        }
      }
    }
    assert.equal(found.length, 0, `${tag}: controls overlap or lie outside their panel\n${found.join('\n')}`);
  });
}
