import { beforeEach } from 'vitest';
import { recentLogs } from './helpers';

// A test that fails shows what the server warned of or logged as an error while it ran, so a
// failure seen once on a busy machine (an unexpected 500, say) says why without running it again.
beforeEach(({ task, onTestFailed }) => {
  recentLogs.length = 0;
  onTestFailed(() => {
    if (recentLogs.length > 0) console.error(`The server logged during "${task.name}":\n${recentLogs.join('')}`);
  });
});
