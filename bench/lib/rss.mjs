import fs from 'node:fs';

function readRssKb(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
    return match ? Number(match[1]) : undefined;
  } catch {
    return undefined;
  }
}

/** Samples a process's resident set size every `everyMs`; `stop()` answers the peak in MiB (null if unreadable). */
export function sampleRss(pid, everyMs = 250) {
  let peakKb = 0;
  let samples = 0;
  const take = () => {
    const kb = readRssKb(pid);
    if (kb === undefined) return;
    samples += 1;
    if (kb > peakKb) peakKb = kb;
  };
  take();
  const timer = setInterval(take, everyMs);
  timer.unref();
  return {
    stop() {
      clearInterval(timer);
      take();
      return samples ? Math.round((peakKb / 1024) * 10) / 10 : null;
    },
  };
}
