// Who used the CPUs during a run, from /proc: the server processes, PostgreSQL, this process (the load
// generator) and everything else on the machine. On a shared machine "everything else" explains a
// bad tail better than any server change could.
import fs from 'node:fs';

const TICKS_PER_SECOND = 100;

function machineTicks() {
  try {
    const [, ...fields] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
    const [user, nice, system, idle, iowait, irq, softirq, steal] = fields;
    return {
      busy: user + nice + system + irq + softirq + steal,
      total: fields.slice(0, 8).reduce((a, b) => a + b, 0),
      idle: idle + iowait,
    };
  } catch {
    return null;
  }
}

function processTicks(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are fields 14 and 15 of the whole line, 12 and 13 after "pid (comm) ".
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

/** CPU ticks of every PostgreSQL process, by pid. */
function postgresTicks() {
  const ticks = new Map();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (fs.readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres') ticks.set(entry, processTicks(entry));
    } catch {
      // gone meanwhile
    }
  }
  return ticks;
}

/** Ticks used since `before`: backends started meanwhile count from zero; those that ended are not seen. */
function postgresTicksSince(before) {
  let sum = 0;
  for (const [pid, ticks] of postgresTicks()) sum += ticks - (before.get(pid) ?? 0);
  return sum;
}

/**
 * Starts counting; `stop()` answers the cores each party used on average (null where /proc is
 * unreadable). PostgreSQL backends that exit during the run (idle pool clients) are not counted.
 */
export function countCpu(serverPids) {
  const start = {
    at: performance.now(),
    machine: machineTicks(),
    servers: serverPids.map(processTicks),
    postgres: postgresTicks(),
    self: process.cpuUsage(),
  };
  return {
    stop() {
      const seconds = (performance.now() - start.at) / 1000;
      const machine = machineTicks();
      if (!machine || !start.machine || seconds <= 0) return null;
      const cores = (ticks) => Math.round((ticks / TICKS_PER_SECOND / seconds) * 100) / 100;
      const self = process.cpuUsage(start.self);
      const servers = serverPids.map((pid, i) => cores(processTicks(pid) - start.servers[i]));
      const postgres = cores(postgresTicksSince(start.postgres));
      const bench = Math.round(((self.user + self.system) / 1e6 / seconds) * 100) / 100;
      const busy = cores(machine.busy - start.machine.busy);
      return {
        cpus: Math.round((machine.total - start.machine.total) / TICKS_PER_SECOND / seconds),
        busy,
        servers,
        postgres,
        bench,
        other: Math.max(0, Math.round((busy - servers.reduce((a, b) => a + b, 0) - postgres - bench) * 100) / 100),
      };
    },
  };
}
