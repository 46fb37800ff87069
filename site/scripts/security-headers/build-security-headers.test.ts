import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { inlineScriptHashes } from './inline-scripts';
import { SECURITY_HEADERS_FILE, sitePolicy, writeSecurityHeaders, type SecurityHeadersManifest } from './build-security-headers';

let buildDir: string;
beforeEach(async () => {
  buildDir = await mkdtemp(path.join(tmpdir(), 'security-headers-'));
});
afterEach(async () => {
  await rm(buildDir, { recursive: true, force: true });
});

describe('the security headers build step', () => {
  it("records every prerendered page's inline-script hashes beside client/, where nothing serves it", async () => {
    const home = '<html><script>home()</script></html>';
    const about = '<html><script>about()</script><script src="/assets/a.js"></script></html>';
    await mkdir(path.join(buildDir, 'client/about'), { recursive: true });
    await writeFile(path.join(buildDir, 'client/index.html'), home);
    await writeFile(path.join(buildDir, 'client/about/index.html'), about);
    await writeFile(path.join(buildDir, 'client/robots.txt'), 'User-agent: *');

    await writeSecurityHeaders(buildDir, { VITE_CHAT_SCRIPT_URL: 'https://chat.example/widget.js' });

    const written = JSON.parse(await readFile(path.join(buildDir, SECURITY_HEADERS_FILE), 'utf8')) as SecurityHeadersManifest;
    expect(written.inlineScripts).toEqual({ 'about/index.html': inlineScriptHashes(about), 'index.html': inlineScriptHashes(home) });
    expect(written.contentSecurityPolicy['script-src']).toEqual(["'self'", 'https://chat.example']);
  });
});

describe('the site policy', () => {
  it("allows no inline or eval'd script, no plugin, no framing, and forms and <base> only to the site", () => {
    const policy = sitePolicy({});
    expect(policy).toMatchObject({
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      'frame-src': ["'none'"],
      'frame-ancestors': ["'none'"],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
    });
  });

  it('adds the configured integrations to the directives they need', () => {
    const policy = sitePolicy({ VITE_TURNSTILE_SITE_KEY: 'key', VITE_GA4_MEASUREMENT_ID: 'G-1' });
    expect(policy['script-src']).toEqual(["'self'", 'https://www.googletagmanager.com', 'https://challenges.cloudflare.com']);
    expect(policy['frame-src']).toEqual(['https://challenges.cloudflare.com']);
    expect(policy['img-src']).toContain('https://*.google-analytics.com');
    expect(Object.values(policy).flat()).not.toContain("'unsafe-eval'");
  });
});
