#!/usr/bin/env node
// Prints the grapheme count of each LF-terminated line of a UTF-8 file with Node's Intl.Segmenter
// (ICU 78, Unicode 17 on this machine), as JSON Lines {"record": N, "graphemes": N}, the shape of
// `emojicount --json --records line`. An independent Unicode 17 oracle for scripts/crosscheck-node.sh.
'use strict';
const fs = require('fs');
const path = process.argv[2];
if (!path) {
  console.error('usage: node-graphemes.js FILE');
  process.exit(64);
}
const text = fs.readFileSync(path, 'utf8');
const segmenter = new Intl.Segmenter('und', { granularity: 'grapheme' });
const lines = text.split('\n');
if (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
const out = [];
lines.forEach((raw, record) => {
  const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
  let count = 0;
  for (const _ of segmenter.segment(line)) count++;
  out.push(JSON.stringify({ record, graphemes: count }));
});
process.stdout.write(out.join('\n') + (out.length ? '\n' : ''));
