import { VISITOR_BROWSE_PATH } from '@rootshare/contracts/explore-constants';
import { describe, expect, it } from 'vitest';
import { apiPath } from '@/lib/api';
import { explorePath } from '@/lib/api-paths';
import { browseFirstQuery } from './browse-params';

describe("Browse's first read", () => {
  it('is, for a visitor without a position who reads miles, the path whose answer the server puts in the page', () => {
    const query = browseFirstQuery(new URLSearchParams(), null, 'mi');
    expect(query && apiPath(explorePath(query))).toBe(VISITOR_BROWSE_PATH);
  });
});
