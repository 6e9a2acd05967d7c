// axe-core over every state a player can reach, at a desktop and a phone size, each in
// the four looks (light and dark, each with and without the colour-blind palette): no
// serious or critical violation of the WCAG 2.0/2.1 A and AA rules or the best
// practices, and unavailable (`aria-disabled`) controls keep readable text (axe leaves
// them out). A failure lists the state, size and look, then each rule, element and why.
//
// The states are data (STATES in e2e/states.mjs, for every test that walks them): adding
// a state is adding one entry; every size and look is run for it.
//
//   node --test --test-concurrency=1 e2e/axe.test.mjs

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setup, screenshot, slug } from './browser.mjs';
import { runAxe, disabledContrast, failing, describe } from './axe.mjs';
import { STATES, until, openState } from './states.mjs';

const T = { timeout: 180_000 };
let env;
before(async () => {
  env = await setup();
});
after(async () => {
  await env?.close();
});

const SIZES = [
  { name: 'desktop 1920x1080', viewport: { width: 1920, height: 1080 } },
  {
    name: 'phone 390x844',
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  },
];

const LOOKS = [
  { name: 'dark', theme: 'dark', colourBlind: false },
  { name: 'dark, colour-blind', theme: 'dark', colourBlind: true },
  { name: 'light', theme: 'light', colourBlind: false },
  { name: 'light, colour-blind', theme: 'light', colourBlind: true },
];

/** Sets the theme and palette through their controls' change events (as a person's
 *  choice does; works under a modal dialog too) and waits until the page shows them. */
async function applyLook(page, look) {
  await page.evaluate((look) => {
    const theme = document.getElementById('theme');
    theme.value = look.theme;
    theme.dispatchEvent(new Event('change', { bubbles: true }));
    const cb = document.getElementById('colour-blind');
    cb.checked = look.colourBlind;
    cb.dispatchEvent(new Event('change', { bubbles: true }));
  }, look);
  await until(
    page,
    (s) => s.settings.scheme === look.theme && s.settings.colourBlind === look.colourBlind,
    `the look ${look.name}`,
  );
  assert.equal(await page.getAttribute('html', 'data-theme'), look.theme);
}

/** Opens the state's page at `size` in `look` (set before the state's steps). */
const visit = (st, size, look) => openState(env, st, size, { before: (page) => applyLook(page, look) });

for (const st of STATES) {
  for (const size of SIZES) {
    test(`axe: ${st.name}, ${size.name}`, T, async () => {
      const found = [];
      let open = null;
      try {
        for (const look of LOOKS) {
          // A frozen page (no code runs after a panic) is opened again for each look.
          if (st.frozen && open) {
            await open.game.close();
            await open.context.close();
            open = null;
          }
          if (open) await applyLook(open.game.page, look);
          else open = await visit(st, size, look);
          const { page } = open.game;
          assert.equal(await page.getAttribute('html', 'data-theme'), look.theme);
          const bad = failing([...(await runAxe(page)), ...(await disabledContrast(page))]);
          if (bad.length) {
            const shot = await screenshot(page, slug(`axe ${st.name} ${size.name} ${look.name}`));
            found.push(`-- ${look.name} (${shot}):\n${describe(bad)}`);
          }
        }
        assert.equal(found.length, 0, `${st.name}, ${size.name}: serious or critical violations\n${found.join('\n')}`);
        await open.game.close();
      } finally {
        await open?.context.close().catch(() => {});
      }
    });
  }
}
