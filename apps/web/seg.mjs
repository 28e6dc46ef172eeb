import { chromium } from 'playwright-core';
const [url, token, user] = process.argv.slice(2);
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-features=ProactivelySwapBrowsingInstance,BackForwardCache','--process-per-site'] });
const ctx = await b.newContext({ viewport: { width: 412, height: 823 } });
if (token) await ctx.addInitScript(([t,u]) => { localStorage.setItem('auth_token', t); localStorage.setItem('auth_user', u); }, [token, user]);
const page = await ctx.newPage();
await page.goto(new URL('/favicon.svg', url).href);
const cdp = await ctx.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.RATE ?? 4) });
await cdp.send('Profiler.enable'); await cdp.send('Profiler.setSamplingInterval', { interval: 100 }); await cdp.send('Profiler.start');
await page.goto(url, { waitUntil: 'networkidle' }); await page.waitForTimeout(800);
const { profile } = await cdp.send('Profiler.stop'); await b.close();
const byId = new Map(profile.nodes.map(n => [n.id, n])); const parent = new Map(); for (const n of profile.nodes) for (const c of n.children || []) parent.set(c, n.id);
const stackOf = (id) => { const s = []; for (let x = id; x !== undefined; x = parent.get(x)) s.push(byId.get(x).callFrame); return s; };
let t = profile.startTime; const segs = []; let cur = null;
for (let i = 0; i < profile.samples.length; i++) { t += profile.timeDeltas[i]; const n = byId.get(profile.samples[i]); const idle = n.callFrame.functionName === '(idle)'; if (idle) { if (cur) { segs.push(cur); cur = null; } continue; } if (!cur) cur = { start: t, samples: [] }; cur.samples.push([profile.samples[i], profile.timeDeltas[i + 1] ?? 0]); cur.end = t; }
const T0 = profile.startTime;
const MARK = ['renderRootSync', 'renderRootConcurrent', 'commitRoot', 'commitRootImpl', 'flushPassiveEffects', 'flushSyncWorkAcrossRoots_impl', 'evaluateModule'];
for (const s of segs) { const dur = (s.end - s.start) / 1000; if (dur < Number(process.env.MIN ?? 40)) continue;
  const phase = {}; const selfF = {}; const comps = {};
  for (const [id, d] of s.samples) { const st = stackOf(id); const names = st.map(f => f.functionName); const ph = names.find(n => MARK.includes(n)) || (names.includes('performWorkUntilDeadline') ? 'scheduler-other' : (st[st.length - 2]?.url || '').split('/').pop() || 'native'); phase[ph] = (phase[ph] || 0) + d / 1000; const f = st[0]; const k = `${f.functionName || '(anon)'} ${(f.url || '').split('/').pop()}:${f.lineNumber}`; selfF[k] = (selfF[k] || 0) + d / 1000;
    const comp = st.find(f => /^[A-Z]/.test(f.functionName) && f.url.includes('/assets/') && !/^(Fragment|Object)$/.test(f.functionName)); if (comp) { const ck = `${comp.functionName} ${comp.url.split('/').pop()}`; comps[ck] = (comps[ck] || 0) + d / 1000; } }
  const fmt = (o, n) => Object.entries(o).sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => `${k} ${v.toFixed(1)}`).join(' | ');
  console.log(`@${((s.start - T0) / 1000).toFixed(0)} ${dur.toFixed(0)}ms  phases: ${fmt(phase, 5)}\n   self: ${fmt(selfF, 8)}\n   comps: ${fmt(comps, 6)}`);
}
