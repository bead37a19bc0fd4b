#!/usr/bin/env node
// Node's Intl.Segmenter (ICU 78.2, Unicode 17.0 on this machine) as a grapheme oracle.
//
//   node scripts/node-graphemes.js FILE               # the grapheme count of each LF-terminated line of a
//                                                     # UTF-8 file (a CR before the LF dropped), as JSON Lines
//                                                     # {"record": N, "graphemes": N}, the shape of
//                                                     # `emojicount --json --records line`
//   node scripts/node-graphemes.js --boundaries FILE  # each LF-separated line of a UTF-8 file, as it is (CR
//                                                     # kept): its boundaries in UTF-16 offsets, 0 and the
//                                                     # length included, separated by spaces
//   node scripts/node-graphemes.js --utf16-hex FILE   # each line holds one text as hexadecimal UTF-16 code
//                                                     # units separated by spaces (lone surrogates allowed;
//                                                     # an empty line is an empty text): its boundaries
//
// The Swift tests (NodeSegmenterCrossCheckTests) run the last two against profile 17.0.
'use strict';
const fs = require('fs');
const args = process.argv.slice(2);
const mode = args.length === 2 ? args[0] : 'counts';
const path = args[args.length - 1];
if (!path || !['counts', '--boundaries', '--utf16-hex'].includes(mode) || args.length > 2) {
  console.error('usage: node-graphemes.js [--boundaries | --utf16-hex] FILE');
  process.exit(64);
}
const segmenter = new Intl.Segmenter('und', { granularity: 'grapheme' });
const text = fs.readFileSync(path, 'utf8');
const lines = text.split('\n');
if (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();

function boundaries(string) {
  const offsets = [];
  for (const segment of segmenter.segment(string)) offsets.push(segment.index);
  offsets.push(string.length);
  return offsets.join(' ');
}

const out = [];
if (mode === 'counts') {
  lines.forEach((raw, record) => {
    const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    let count = 0;
    for (const _ of segmenter.segment(line)) count++;
    out.push(JSON.stringify({ record, graphemes: count }));
  });
} else if (mode === '--boundaries') {
  for (const line of lines) out.push(boundaries(line));
} else {
  for (const line of lines) {
    const units = line === '' ? [] : line.split(' ').map((hex) => parseInt(hex, 16));
    out.push(boundaries(String.fromCharCode(...units)));
  }
}
process.stdout.write(out.join('\n') + (out.length ? '\n' : ''));
