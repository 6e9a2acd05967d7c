// Reflow (WCAG 2.1 SC 1.4.10): at 320 CSS px wide (a 1280×1024 window zoomed to 400 %
// is 320×256; a small phone held upright is 320×568) every state a player can reach
// (STATES, e2e/states.mjs, the same list axe-core walks) fits the width:
// - the page does not scroll sideways (`scrollWidth` of the document within the window);
// - no element sticks out of the window to the left or right (the skip link waits off
//   screen until focused, and what a scrolling box holds is that box's business);
// - nothing is cut or spills: no element's content is wider than its box (`scrollWidth`
//   over `clientWidth`: text clipped by `overflow` or an ellipsis, or running out of a
//   strip or a button over its neighbours), and no select shows less than its chosen
//   option's text. Text fields are left out (their text scrolls in them by nature), and
//   so is the one box made to scroll sideways, the move list's row on narrow screens.
// A failure names the state, the size, each offender with its numbers, and a screenshot.
//
//   node --test --test-concurrency=1 e2e/reflow.test.mjs

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setup, screenshot, slug } from './browser.mjs';
import { STATES, openState } from './states.mjs';

const T = { timeout: 180_000 };
let env;
before(async () => {
  env = await setup();
});
after(async () => {
  await env?.close();
});

const SIZES = [
  // A desktop window of 1280×1024 at 400 % zoom: 320×256 CSS px at 4 device px each.
  { name: '320x256 (400 % zoom)', viewport: { width: 320, height: 256 }, deviceScaleFactor: 4 },
  { name: '320x568 (small phone)', viewport: { width: 320, height: 568 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
];

/** What does not fit the window's width, one line each (empty: it all fits). */
function misfits(page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    const vw = root.clientWidth;
    const bad = [];
    if (root.scrollWidth > vw) bad.push(`the page is ${root.scrollWidth} px wide in a window of ${vw} px`);
    const label = (el) => {
      const cls = typeof el.className === 'string' && el.className ? '.' + el.className.trim().split(/\s+/).join('.') : '';
      const words = (el.textContent || '').trim().replace(/\s+/g, ' ').slice(0, 30);
      return `${el.tagName.toLowerCase()}${el.id ? '#' + el.id : ''}${cls}${words ? ` "${words}"` : ''}`;
    };
    // Boxes whose overflow is not visible hold what is beyond their edges (scrolled or cut).
    const clips = (el) => getComputedStyle(el).overflowX !== 'visible';
    const clippedByAncestor = (el) => {
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) if (clips(a)) return true;
      return false;
    };
    const FIELDS = ['INPUT', 'TEXTAREA'];
    const SCROLLS_SIDEWAYS = ['moves'];
    const ctx = document.createElement('canvas').getContext('2d');
    for (const el of document.body.querySelectorAll('*')) {
      if (el.closest('.sr-only, script, option') || (el.matches('.skip') && document.activeElement !== el)) continue;
      if (!el.checkVisibility({ visibilityProperty: true })) continue;
      const r = el.getBoundingClientRect();
      if (r.width === 0 && r.height === 0) continue;
      if (!clippedByAncestor(el) && (r.left < -0.5 || r.right > vw + 0.5)) {
        bad.push(`${label(el)} sticks out of the window: ${Math.round(r.left)}..${Math.round(r.right)} px`);
      }
      if (FIELDS.includes(el.tagName) || SCROLLS_SIDEWAYS.includes(el.id)) continue;
      if (el.scrollWidth > el.clientWidth + 1 && el.clientWidth > 0) {
        const how = clips(el) ? 'cuts' : 'spills';
        bad.push(`${label(el)} ${how} its content: ${el.scrollWidth} px in ${el.clientWidth} px`);
      }
      if (el.tagName === 'SELECT' && el.selectedOptions.length) {
        // The chosen option's text against the room inside the select (less its arrow).
        const cs = getComputedStyle(el);
        ctx.font = `${cs.fontStyle} ${cs.fontWeight} ${cs.fontSize} ${cs.fontFamily}`;
        const text = ctx.measureText(el.selectedOptions[0].textContent.trim()).width;
        const room = el.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight) - 16;
        if (text > room + 0.5) bad.push(`${label(el)} cuts its choice: ${Math.ceil(text)} px of text in ${Math.floor(room)} px`);
      }
    }
    return bad;
  });
}

for (const st of STATES) {
  test(`reflow at 320 px: ${st.name}`, T, async () => {
    const found = [];
    for (const size of SIZES) {
      const { context, game } = await openState(env, st, size);
      try {
        const { page } = game;
        const bad = await misfits(page);
        if (bad.length) {
          const shot = await screenshot(page, slug(`reflow ${st.name} ${size.name}`));
          found.push(`-- ${size.name} (${shot}):\n    ${bad.join('\n    ')}`);
        }
        await game.close();
      } finally {
        await context.close().catch(() => {});
      }
    }
    assert.equal(found.length, 0, `${st.name}: does not fit 320 px\n${found.join('\n')}`);
  });
}
