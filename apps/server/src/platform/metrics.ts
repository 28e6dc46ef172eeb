import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Mailer } from './mail';
import type { WebPushSender } from './web-push';

/**
 * What a person running Rootshare watches (docs/architecture.md#metrics), in Prometheus's text
 * format on `GET /metrics`: request durations by route, the database pool, open sockets, the job
 * queue, mail and push sent or failed, and media files the sweeps removed. Each app has its own
 * registry, so tests never share one.
 */

/** The database connections, as the pool holds them (the embedded database has one connection and no pool). */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

/** One job name's queue: how many wait, how many used up their retries, and how long the oldest has waited. */
export interface QueueStats {
  name: string;
  waiting: number;
  failed: number;
  oldestWaitingSeconds: number;
}

/** Why a sweep removed a stored file: no record names it (orphan), or its write stopped (partial). */
export type MediaRemovalReason = 'orphan' | 'partial';

export interface MetricSources {
  pool(): PoolStats | null;
  sockets(): { sockets: number; members: number };
  queues(): Promise<QueueStats[]>;
}

/** Request durations in seconds: most answers take milliseconds, uploads and searches longer. */
const DURATION_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Job runs in seconds: finer around the tens of milliseconds a job should take. */
const JOB_BUCKETS = [0.005, 0.01, 0.02, 0.03, 0.04, 0.05, 0.075, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

export function createMetrics(sources: MetricSources) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const requests = new Histogram({
    name: 'rootshare_http_request_duration_seconds',
    help: 'HTTP request duration by route (its pattern, never the path itself) and status.',
    labelNames: ['method', 'route', 'status'],
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  new Gauge({
    name: 'rootshare_db_pool_connections',
    help: 'PostgreSQL pool connections by state (total, idle) and queries waiting for one; absent on the embedded database.',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const pool = sources.pool();
      if (!pool) return;
      this.set({ state: 'total' }, pool.total);
      this.set({ state: 'idle' }, pool.idle);
      this.set({ state: 'waiting' }, pool.waiting);
    },
  });
  new Gauge({
    name: 'rootshare_sockets_open',
    help: 'WebSockets this instance holds, and how many of them are signed in.',
    labelNames: ['kind'],
    registers: [registry],
    collect() {
      const { sockets, members } = sources.sockets();
      this.set({ kind: 'all' }, sockets);
      this.set({ kind: 'members' }, members);
    },
  });
  // Each reads the queue's figures itself: a scrape runs the gauges at once, so they cannot share one read.
  const queueGauge = (name: string, help: string, value: (stats: QueueStats) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['job'],
      registers: [registry],
      async collect() {
        for (const stats of await sources.queues()) this.set({ job: stats.name }, value(stats));
      },
    });
  queueGauge('rootshare_jobs_waiting', 'Jobs waiting to run (new or waiting for a retry), by job name.', (stats) => stats.waiting);
  queueGauge('rootshare_jobs_failed', 'Jobs that used up their retries (listed on the admin page), by job name.', (stats) => stats.failed);
  queueGauge(
    'rootshare_jobs_oldest_waiting_seconds',
    'How long the oldest waiting job has waited, by job name.',
    (stats) => stats.oldestWaitingSeconds,
  );
  const jobRuns = new Histogram({
    name: 'rootshare_job_run_duration_seconds',
    help: 'How long one run of a job took, by job name (for notification mail, one batch of them).',
    labelNames: ['job'],
    buckets: JOB_BUCKETS,
    registers: [registry],
  });
  const mails = new Counter({
    name: 'rootshare_mail_total',
    help: 'Mails handed to the mail server (or the outbox), by outcome.',
    labelNames: ['outcome'],
    registers: [registry],
  });
  const mediaRemoved = new Counter({
    name: 'rootshare_media_files_removed_total',
    help: 'Stored media files removed by the background sweeps, by reason (orphan: no record names it; partial: a write that stopped).',
    labelNames: ['reason'],
    registers: [registry],
  });
  const pushes = new Counter({
    name: 'rootshare_push_total',
    help: "Pushes posted to devices' push services, by outcome (sent, gone: the device unsubscribed, failed).",
    labelNames: ['outcome'],
    registers: [registry],
  });

  return {
    contentType: registry.contentType,
    render: () => registry.metrics(),

    /** Notes one answered request under its route's pattern. */
    observeRequest(method: string, route: string, status: number, seconds: number): void {
      requests.observe({ method, route, status: String(status) }, seconds);
    },

    /** Notes how long one run of a job (or one batch) took. */
    observeJobRun(job: string, seconds: number): void {
      jobRuns.observe({ job }, seconds);
    },

    /** Notes media files removed by the sweeps, and why. */
    countMediaRemoved(reason: MediaRemovalReason, count: number): void {
      mediaRemoved.inc({ reason }, count);
    },

    /** The mailer, counting each mail sent or failed. */
    countMail(mailer: Mailer): Mailer {
      return {
        ...mailer,
        async send(mail) {
          try {
            await mailer.send(mail);
          } catch (error) {
            mails.inc({ outcome: 'failed' });
            throw error;
          }
          mails.inc({ outcome: 'sent' });
        },
      };
    },

    /** The push sender, counting each push by how its push service answered. */
    countPush(sender: WebPushSender): WebPushSender {
      return {
        ...sender,
        async send(target, payload, ttlSeconds) {
          let status: number;
          try {
            status = await sender.send(target, payload, ttlSeconds);
          } catch (error) {
            pushes.inc({ outcome: 'failed' });
            throw error;
          }
          pushes.inc({ outcome: status >= 200 && status < 300 ? 'sent' : status === 404 || status === 410 ? 'gone' : 'failed' });
          return status;
        },
      };
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
