#!/usr/bin/env node
// Checks the project's documentation (node built-ins only):
//   - README.md has at most 300 lines (it is for players and hosts; the rest is in docs/);
//   - no markdown table cell in README.md or docs/*.md is longer than 400 characters;
//   - every relative link in them points to a file that exists, and every anchor
//     (`#heading`, in the same file or in another markdown file) to a heading there.
// Prints each problem with its file and line, and exits 1 if there is any.
// Usage: node scripts/check-docs.mjs [repository root, default: this script's parent]

import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const MAX_README_LINES = 300;
const MAX_CELL = 400;

const root = resolve(process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), ".."));
const files = [join(root, "README.md")];
const docs = join(root, "docs");
if (existsSync(docs)) {
  for (const name of readdirSync(docs).sort()) {
    if (name.endsWith(".md")) files.push(join(docs, name));
  }
}

const problems = [];
const say = (file, line, what) =>
  problems.push(`${relative(root, file)}${line ? `:${line}` : ""}: ${what}`);

/** The lines of a file, each with whether it is inside a fenced code block. */
function linesOf(text) {
  const out = [];
  let fence = null;
  for (const line of text.split("\n")) {
    const m = line.match(/^\s*(`{3,}|~{3,})/);
    if (m) {
      if (fence === null) fence = m[1][0];
      else if (m[1][0] === fence) fence = null;
      out.push({ line, code: true });
      continue;
    }
    out.push({ line, code: fence !== null });
  }
  return out;
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
function slug(heading) {
  return heading
    .trim()
    .toLowerCase()
    .replace(/<[^>]*>/g, "")
    .replace(/[^\p{L}\p{N}\p{M} _-]/gu, "")
    .replace(/ /g, "-");
}

const anchorCache = new Map();
/** Every anchor a markdown file offers (its headings, duplicates numbered as GitHub does). */
function anchorsOf(file) {
  if (anchorCache.has(file)) return anchorCache.get(file);
  const anchors = new Set();
  const seen = new Map();
  for (const { line, code } of linesOf(readFileSync(file, "utf8"))) {
    if (code) continue;
    const m = line.match(/^#{1,6}\s+(.*?)\s*#*\s*$/);
    if (!m) continue;
    const base = slug(m[1]);
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    anchors.add(n === 0 ? base : `${base}-${n}`);
  }
  for (const m of readFileSync(file, "utf8").matchAll(/<a\s+(?:name|id)="([^"]+)"/g)) {
    anchors.add(m[1]);
  }
  anchorCache.set(file, anchors);
  return anchors;
}

/** A table row's cells: split on `|` outside code spans and not escaped. */
function cells(row) {
  let s = row.trim();
  if (s.startsWith("|")) s = s.slice(1);
  if (s.endsWith("|") && !s.endsWith("\\|")) s = s.slice(0, -1);
  const out = [];
  let cur = "";
  let tick = 0; // length of the backtick run that opened the current code span
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (c === "\\" && s[i + 1] === "|") {
      cur += "\\|";
      i++;
      continue;
    }
    if (c === "`") {
      let j = i;
      while (s[j] === "`") j++;
      const run = j - i;
      if (tick === 0) tick = run;
      else if (tick === run) tick = 0;
      cur += s.slice(i, j);
      i = j - 1;
      continue;
    }
    if (c === "|" && tick === 0) {
      out.push(cur);
      cur = "";
      continue;
    }
    cur += c;
  }
  out.push(cur);
  return out.map((x) => x.trim());
}

/** Inline code spans blanked out, so that a link written as code is not taken for one. */
function withoutCode(line) {
  return line.replace(/(`+)[^`]*?\1/g, (m) => " ".repeat(m.length));
}

for (const file of files) {
  if (!existsSync(file)) {
    say(file, 0, "missing");
    continue;
  }
  const text = readFileSync(file, "utf8");
  const lines = linesOf(text);

  if (file === join(root, "README.md")) {
    const count = text.endsWith("\n") ? lines.length - 1 : lines.length;
    if (count > MAX_README_LINES) {
      say(file, 0, `${count} lines, more than ${MAX_README_LINES}: move the rest into docs/`);
    }
  }

  lines.forEach(({ line, code }, i) => {
    if (code) return;
    const n = i + 1;

    // Table cells: a row is a line starting with `|` (after indentation).
    if (/^\s*\|/.test(line)) {
      cells(line).forEach((cell, k) => {
        const length = [...cell].length;
        if (length > MAX_CELL) {
          say(file, n, `table cell ${k + 1} has ${length} characters, more than ${MAX_CELL}: "${cell.slice(0, 60)}…"`);
        }
      });
    }

    // Links: [text](target) and ![alt](target), outside code spans.
    for (const m of withoutCode(line).matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
      const target = m[1];
      if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // http:, https:, mailto:…
      const hash = target.indexOf("#");
      const path = decodeURI(hash === -1 ? target : target.slice(0, hash));
      const anchor = hash === -1 ? null : decodeURIComponent(target.slice(hash + 1));
      const dest = path === "" ? file : resolve(dirname(file), path);
      if (!existsSync(dest)) {
        say(file, n, `link to a missing file: ${target}`);
        continue;
      }
      if (anchor && dest.endsWith(".md") && statSync(dest).isFile()) {
        if (!anchorsOf(dest).has(anchor)) {
          say(file, n, `link to a missing heading: ${target}`);
        }
      }
    }
  });
}

if (problems.length > 0) {
  console.error(`check-docs: ${problems.length} problem(s):`);
  for (const p of problems) console.error(`  ${p}`);
  process.exit(1);
}
console.log(`check-docs: ${files.length} files checked, no problem`);
