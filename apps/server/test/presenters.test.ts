import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const featuresDir = path.resolve(import.meta.dirname, '../src/features');

/**
 * Features whose JSON is not a shape made from records: health answers a constant body encoded
 * once, and web pages' oEmbed card is made beside the HTML heads it mirrors (page-heads.ts).
 */
const NO_PRESENTER = new Set(['health', 'web-pages']);

describe('public shapes', () => {
  it('are made in a presenter in every feature whose routes answer JSON', () => {
    const missing = fs
      .readdirSync(featuresDir)
      .filter((feature) => !NO_PRESENTER.has(feature))
      .filter((feature) => {
        const files = fs.readdirSync(path.join(featuresDir, feature));
        const answersJson = files
          .filter((file) => file.endsWith('.routes.ts'))
          .some((file) => /response:\s*\{\s*20\d:/.test(fs.readFileSync(path.join(featuresDir, feature, file), 'utf8')));
        return answersJson && !files.some((file) => file.endsWith('.presenter.ts'));
      });
    expect(missing).toEqual([]);
  });
});
