// axe-core (the npm package, pinned in package.json) for the end-to-end tests: injects it
// into a page, runs it over the WCAG 2.0/2.1 A and AA rules and the best practices, and
// words what it finds so that a failure reads on its own (rule, impact, element, why).
//
// The page keeps its Content-Security-Policy: axe is evaluated through the DevTools
// protocol (`page.evaluate` of its source), which the policy does not govern, so no
// inline <script> is added and no `bypassCSP` is needed.

import fs from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** The axe rule tags run: WCAG 2.0 and 2.1, levels A and AA, and the best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
/** Impacts that fail a test. */
export const FAILING = ['serious', 'critical'];
/** Text contrast WCAG AA asks for (1.4.3), normal text. */
export const TEXT_CONTRAST = 4.5;

let source;
const axeSource = () => (source ??= fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'));

/** The version of axe-core the tests run. */
export const axeVersion = () => require('axe-core/package.json').version;

/** Puts axe-core in the page's document (once per document). */
export async function injectAxe(page) {
  if (await page.evaluate(() => typeof window.axe === 'object')) return;
  await page.evaluate(axeSource());
}

/**
 * Runs axe over the whole document; resolves to its violations, each
 * `{ id, impact, help, nodes: [{ target, summary }] }`.
 */
export async function runAxe(page) {
  await injectAxe(page);
  return page.evaluate(async (tags) => {
    const r = await window.axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    });
    return r.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target.join(' '), summary: n.failureSummary })),
    }));
  }, AXE_TAGS);
}

/**
 * Text that axe leaves out of its contrast rule because it is disabled: the page marks
 * unavailable controls `aria-disabled="true"` and they must still be readable. Each
 * visible one's text colour (its opacity and its ancestors' applied) against the first
 * opaque background behind it; resolves to those under `TEXT_CONTRAST`, worded as axe
 * violations (rule id `disabled-text-contrast`, impact serious).
 */
export async function disabledContrast(page) {
  const low = await page.evaluate((minimum) => {
    const rgba = (s) => {
      const m = /rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)/.exec(s);
      return m ? [Number(m[1]), Number(m[2]), Number(m[3]), m[4] === undefined ? 1 : Number(m[4])] : null;
    };
    const over = (fg, bg, a) => fg.map((c, i) => c * a + bg[i] * (1 - a));
    const lum = (c) => {
      const [r, g, b] = c.map((v) => {
        const s = v / 255;
        return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const ratio = (a, b) => {
      const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
      return (hi + 0.05) / (lo + 0.05);
    };
    const out = [];
    for (const el of document.querySelectorAll('[aria-disabled="true"]')) {
      if (!el.checkVisibility?.() || !el.textContent.trim()) continue;
      // The background: the nearest ancestor-or-self with an opaque one (the page's are
      // solid colours), else the canvas's.
      let bg = null;
      for (let e = el; e && !bg; e = e.parentElement) {
        const c = rgba(getComputedStyle(e).backgroundColor);
        if (c && c[3] === 1) bg = c.slice(0, 3);
      }
      bg ??= [255, 255, 255];
      let alpha = 1;
      for (let e = el; e; e = e.parentElement) alpha *= Number(getComputedStyle(e).opacity);
      const fg = rgba(getComputedStyle(el).color);
      const seen = over(fg.slice(0, 3), bg, alpha * fg[3]);
      const r = ratio(seen, bg);
      if (r < minimum) {
        const hex = (c) => '#' + c.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('');
        out.push({
          target: el.id ? `#${el.id}` : el.tagName.toLowerCase(),
          summary: `disabled-looking text at ${r.toFixed(2)}:1 (${hex(seen)} on ${hex(bg)}), under ${minimum}:1`,
        });
      }
    }
    return out;
  }, TEXT_CONTRAST);
  return low.length
    ? [{ id: 'disabled-text-contrast', impact: 'serious', help: 'Unavailable controls keep readable text', nodes: low }]
    : [];
}

/** The violations whose impact fails a test. */
export const failing = (violations) => violations.filter((v) => FAILING.includes(v.impact));

/** One violation per paragraph: `[impact] rule: help`, then each element and why. */
export function describe(violations) {
  return violations
    .map(
      (v) =>
        `[${v.impact}] ${v.id}: ${v.help}\n` +
        v.nodes.map((n) => `    ${n.target}\n      ${String(n.summary).replace(/\n\s*/g, ' ')}`).join('\n'),
    )
    .join('\n');
}
