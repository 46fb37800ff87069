import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from './inline-scripts';

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inline script hashes', () => {
  it('hashes the exact text of every classic and module inline script, once each', () => {
    const boot = "try{var c=localStorage.getItem('cookieConsent')}catch(e){}";
    const html = `<head><script>${boot}</script></head><body><script type="module" async="">import "/assets/a.js";\n</script><script>${boot}</script><script type="text/javascript">x()</script></body>`;
    expect(inlineScriptHashes(html)).toEqual([hash(boot), hash('import "/assets/a.js";\n'), hash('x()')]);
  });

  it('hashes an empty script too: browsers check it like any other', () => {
    expect(inlineScriptHashes('<script></script>')).toEqual([hash('')]);
  });

  it('leaves out scripts loaded by src and data blocks that never run', () => {
    const html = '<script src="/assets/a.js"></script><script type="application/ld+json">{"@type":"Organization"}</script>';
    expect(inlineScriptHashes(html)).toEqual([]);
  });

  it('hashes import maps, which browsers check against script-src as well', () => {
    expect(inlineScriptHashes('<script type=importmap>{"imports":{}}</script>')).toEqual([hash('{"imports":{}}')]);
  });

  it('keeps characters as the page has them', () => {
    const text = 'window.x = "caf\u00e9 &amp; <\\/script>";';
    expect(inlineScriptHashes(`<script>${text}</script>`)).toEqual([hash(text)]);
  });
});
