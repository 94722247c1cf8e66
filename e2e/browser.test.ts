import { describe, expect, it } from 'vitest';
import { chromiumPath } from './support/browser';

describe('chromiumPath', () => {
  it('fails with instructions when Chromium is missing', () => {
    const saved = process.env.CHROMIUM_PATH;
    process.env.CHROMIUM_PATH = '/nonexistent/chromium';
    try {
      expect(() => chromiumPath()).toThrow(/apt-get install -y chromium/);
    } finally {
      if (saved === undefined) delete process.env.CHROMIUM_PATH;
      else process.env.CHROMIUM_PATH = saved;
    }
  });
});
