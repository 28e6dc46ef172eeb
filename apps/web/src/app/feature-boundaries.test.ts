import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Features depend on each other one way only; a page or runtime that needs two that would otherwise
// import each other is composed here in app/ (docs/architecture.md).
const features = path.resolve(import.meta.dirname, '../features');
const FEATURE_IMPORT = /from '@\/features\/([a-z-]+)\//g;

/** Each feature's source files (tests left out: a test may set up another feature's screen). */
function sourcesOf(feature: string): string[] {
  return (fs.readdirSync(path.join(features, feature), { recursive: true, encoding: 'utf8' }) as string[])
    .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
    .map((name) => path.join(features, feature, name));
}

/** Which features each feature imports from. */
function featureGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const feature of fs.readdirSync(features)) {
    const used = new Set<string>();
    for (const file of sourcesOf(feature))
      for (const [, other] of fs.readFileSync(file, 'utf8').matchAll(FEATURE_IMPORT)) if (other && other !== feature) used.add(other);
    graph.set(feature, used);
  }
  return graph;
}

describe('the web features', () => {
  it('never import each other both ways', () => {
    const graph = featureGraph();
    const bothWays = [...graph].flatMap(([feature, used]) =>
      [...used].filter((other) => feature < other && graph.get(other)?.has(feature)).map((other) => `${feature} <-> ${other}`),
    );
    expect(bothWays).toEqual([]);
  });

  it('see a feature import another in the graph it checks', () => {
    expect(featureGraph().get('swaps')).toContain('user-plants');
  });
});
