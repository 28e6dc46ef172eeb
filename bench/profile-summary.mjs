#!/usr/bin/env node
// Where a server process spent its CPU: reads a V8 .cpuprofile (from `npm run bench -- --profile DIR`)
// and prints the self time by function and by package or source file, heaviest first.
//
//   node bench/profile-summary.mjs DIR/CPU.…cpuprofile [--top 30] [--from S] [--to S]
//
// --from and --to keep the samples taken between S seconds after the profile's start and S seconds
// after it (the part of a run one phase took).
import fs from 'node:fs';
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { top: { type: 'string', default: '30' }, from: { type: 'string' }, to: { type: 'string' } },
});
if (positionals.length !== 1) {
  console.error('usage: node bench/profile-summary.mjs FILE.cpuprofile [--top N] [--from S] [--to S]');
  process.exit(2);
}

const profile = JSON.parse(fs.readFileSync(positionals[0], 'utf8'));
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const fromUs = values.from === undefined ? 0 : Number(values.from) * 1e6;
const toUs = values.to === undefined ? Number.POSITIVE_INFINITY : Number(values.to) * 1e6;

const isIdle = (id) => nodes.get(id).callFrame.functionName === '(idle)';

/** Self time in microseconds per profile node, for the samples inside the window; busy time per second. */
const selfUs = new Map();
const busyUsBySecond = [];
let at = 0;
profile.samples.forEach((id, i) => {
  const delta = profile.timeDeltas[i] ?? 0;
  at += delta;
  const second = Math.floor(at / 1e6);
  if (!isIdle(id)) busyUsBySecond[second] = (busyUsBySecond[second] ?? 0) + delta;
  if (at < fromUs || at > toUs) return;
  selfUs.set(id, (selfUs.get(id) ?? 0) + delta);
});

/** node_modules/<package> (scoped packages whole), a source file, or V8's own label. */
function placeOf(url) {
  if (!url) return '(native)';
  const module = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (module) return module[1];
  if (url.startsWith('node:')) return url;
  return url.replace(/^file:\/\//, '').replace(/^.*\/(apps|packages)\//, '$1/');
}

const byFunction = new Map();
const byPlace = new Map();
let total = 0;
let idle = 0;
for (const [id, us] of selfUs) {
  total += us;
  if (isIdle(id)) {
    idle += us;
    continue;
  }
  const { callFrame } = nodes.get(id);
  const place = placeOf(callFrame.url);
  const label = `${callFrame.functionName || '(anonymous)'}  ${place}${callFrame.url ? `:${callFrame.lineNumber + 1}` : ''}`;
  byFunction.set(label, (byFunction.get(label) ?? 0) + us);
  byPlace.set(place, (byPlace.get(place) ?? 0) + us);
}

const top = Number(values.top);
const show = (title, map) => {
  console.log(`\n${title}`);
  for (const [label, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(`${(us / 1000).toFixed(0).padStart(8)} ms  ${((us / Math.max(1, total - idle)) * 100).toFixed(1).padStart(5)} %  ${label}`);
  }
};
const timeline = Array.from(busyUsBySecond, (us = 0) => String(Math.min(9, Math.floor(us / 1e5))));
console.log(`busy tenths of each second from the start (9 = 90 % or more):\n${timeline.join('').replace(/(.{60})/g, '$1\n')}`);
console.log(`\n${(total / 1e6).toFixed(1)} s sampled, ${(idle / 1e6).toFixed(1)} s idle; shares are of the busy time`);
show('self time by package or source file', byPlace);
show('self time by function', byFunction);
