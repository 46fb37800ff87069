import { describe, expect, it } from 'vitest';
import { firstPaintPage } from './build-first-paint';
import { criticalCss } from './critical-css';
import { separatePageData } from './page-data';
import { AFTER_FIRST_PAINT, AFTER_FIRST_PICTURES, scriptsAfterPaint } from './scripts-after-paint';

const SHEETS: Record<string, string> = {
  '/assets/app-1.css':
    '@layer theme,base,utilities;@layer utilities{.hero{color:red}.unused{color:blue}.space-y-4>:where(*+*){margin-top:1rem}}' +
    "html[data-cookie-consent] [data-slot='cookie-banner']{display:none}",
  '/assets/styles-1.css': '@layer components{.ui\\:\\[\\&_a\\]\\:underline a{text-decoration:underline}.ui\\:card{padding:1rem}}',
};
const read = async (href: string) => SHEETS[href]!;

const page = (body: string) =>
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>' +
  '<link rel="stylesheet" href="/assets/app-1.css" data-precedence="default"/>' +
  '<link rel="stylesheet" href="/assets/styles-1.css" data-precedence="default"/>' +
  '<link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-1.js"/>' +
  '<link rel="modulepreload" href="/assets/root-1.js"/><link rel="modulepreload" href="/assets/home-1.js"/>' +
  `</head><body>${body}` +
  '<script type="module" async="">import "/assets/manifest-1.js";\nimport * as route0 from "/assets/root-1.js";\n' +
  'import * as route1 from "/assets/home-1.js";\n  \n  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};\n  \n' +
  'import("/assets/entry.client-1.js");</script></body></html>';

describe('critical CSS', () => {
  it('keeps the rules the page uses, the layer order and the stored-consent rule, and drops the rest', async () => {
    const css = await criticalCss(page('<h1 class="hero">Hi</h1><div class="ui:[&amp;_a]:underline"><a href="/">x</a></div>'), read);
    expect(css).toContain('.hero{color:red}');
    expect(css).toContain('@layer theme,base,utilities');
    expect(css).toContain('data-cookie-consent');
    // A class React escaped in the HTML still matches its rule.
    expect(css).toContain('text-decoration:underline');
    // Rules with :where() cannot be matched statically and are kept.
    expect(css).toContain('margin-top:1rem');
    expect(css).not.toContain('.unused');
    expect(css).not.toContain('ui\\:card');
  });
});

describe('a page that paints before its scripts load', () => {
  it('inlines the critical CSS and leaves the full sheets disabled, with a no-script fallback', async () => {
    const html = await firstPaintPage(page('<h1 class="hero">Hi</h1>'), read, async () => {});
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(/^<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"\/><style>[^<]*\.hero\{color:red\}[^<]*<\/style>/);
    expect(head).toContain(
      '<link rel="stylesheet" href="/assets/app-1.css" data-precedence="default" data-deferred-stylesheet="" disabled=""/><noscript><link rel="stylesheet" href="/assets/app-1.css"/></noscript>',
    );
    expect(head).toContain('<link rel="stylesheet" href="/assets/styles-1.css" data-precedence="default" data-deferred-stylesheet="" disabled=""/>');
    expect(head).not.toContain('modulepreload');
    // Processing twice changes nothing.
    expect(await firstPaintPage(html, read, async () => {})).toBe(html);
  });

  it('starts the scripts after the first paint, preloading the same modules and importing them in order', () => {
    const html = scriptsAfterPaint(page(''));
    const script = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html)![1]!;
    const lines = script.split('\n');
    // Clicks on buttons are held from the start, then the scripts wait for the first paint.
    expect(lines[0]).toMatch(/^var held=.*addEventListener\('click',hold,true\).*await new Promise\(.*first-contentful-paint/);
    expect(lines[0]).toContain('["/assets/manifest-1.js","/assets/entry.client-1.js","/assets/root-1.js","/assets/home-1.js"]');
    expect(lines[0]).toContain("l.rel='modulepreload'");
    expect(lines[0]).toContain('l.disabled=false');
    expect(lines.slice(1, 4)).toEqual([
      'await import("/assets/manifest-1.js");',
      'const route0=await import("/assets/root-1.js");',
      'const route1=await import("/assets/home-1.js");',
    ]);
    expect(script).toContain('window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};');
    expect(script.trimEnd().endsWith('import("/assets/entry.client-1.js");')).toBe(true);
  });

  it('waits for the first contentful paint, not a blank frame; without paint timing for a frame; hidden, not at all', async () => {
    type Callback = () => void;
    const run = (visibilityState: string, PerformanceObserver: unknown, frames: Callback[], timers: number[]) =>
      new Function('document', 'window', 'requestAnimationFrame', 'setTimeout', `return (async () => { ${AFTER_FIRST_PAINT} })()`)(
        { visibilityState },
        { PerformanceObserver },
        (callback: Callback) => frames.push(callback),
        // The cap is noted, not run; the turn after a frame runs at once.
        (callback: Callback, ms: number) => (timers.push(ms), ms === 0 && callback()),
      ) as Promise<void>;
    let report: (names: string[]) => void = () => {};
    let disconnected = false;
    class Observer {
      static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
      constructor(callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void) {
        report = (names) => callback({ getEntriesByName: (name) => names.filter((entry) => entry === name) });
      }
      observe(options: { type: string; buffered: boolean }) {
        expect(options).toEqual({ type: 'paint', buffered: true });
      }
      disconnect() {
        disconnected = true;
      }
    }
    const frames: Callback[] = [];
    const timers: number[] = [];
    let started = false;
    const waiting = run('visible', Observer, frames, timers).then(() => (started = true));
    report(['first-paint']);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(started).toBe(false);
    report(['first-paint', 'first-contentful-paint']);
    await waiting;
    expect(disconnected).toBe(true);
    expect(timers).toEqual([3000]);
    expect(frames).toHaveLength(0);
    // A browser that reports no paints goes on after a frame.
    const oldFrames: Callback[] = [];
    const old = run('visible', undefined, oldFrames, []);
    expect(oldFrames).toHaveLength(1);
    oldFrames[0]!();
    await old;
    // A page opened in a background tab paints nothing until it is shown, and starts at once.
    await run('hidden', Observer, [], []);
  });

  it('then waits for the first screen’s pictures to arrive, for at most 3 s, and not for the lazy ones', async () => {
    type Listener = () => void;
    const run = (images: object[], timer: (callback: Listener, ms: number) => unknown) =>
      new Function('document', 'setTimeout', 'clearTimeout', `return (async () => { ${AFTER_FIRST_PICTURES} })()`)(
        { images },
        timer,
        () => {},
      ) as Promise<void>;
    const loaded: Listener[] = [];
    const cover = {
      loading: 'eager',
      complete: false,
      addEventListener: (type: string, listener: Listener) => type === 'load' && loaded.push(listener),
    };
    const below = { loading: 'lazy', complete: false, addEventListener: () => expect.unreachable('a lazy picture is waited for') };
    let started = false;
    const waiting = run([cover, below], () => undefined).then(() => (started = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(started).toBe(false);
    loaded.forEach((listener) => listener());
    await waiting;
    expect(started).toBe(true);
    // A picture that never arrives holds the scripts back no longer than the cap.
    const caps: number[] = [];
    await run([{ ...cover, addEventListener: () => {} }], (callback, ms) => (caps.push(ms), callback()));
    expect(caps).toEqual([3000]);
  });

  it('moves the loader data to a file of its own, loaded with the scripts, and keeps the stream it feeds', async () => {
    // As React Router streams it: the data in Suspense boundaries that React reveals with its inline runtime.
    const data =
      '<script>window.__reactRouterContext = {};window.__reactRouterContext.stream = new ReadableStream({start(controller){window.__reactRouterContext.streamController = controller;}});</script>' +
      '<!--$?--><template id="B:0"></template><!--/$--><script id="_R_">requestAnimationFrame(function(){$RT=performance.now()});</script>' +
      '<div hidden id="S:0"><script>window.__reactRouterContext.streamController.enqueue("[{\\"_1\\":2},\\"a)b<\\\\/script>\\"]\\n");</script><!--$?--><template id="B:1"></template><!--/$--></div>' +
      '<script>$RB=[];$RV=function(a){$RT=performance.now()};$RC=function(a,b){$RB.push(a,b)};$RC("B:0","S:0")</script>' +
      '<div hidden id="S:1"><script>window.__reactRouterContext.streamController.close();</script></div><script>$RC("B:1","S:1")</script>';
    const written: { src: string; script: string }[] = [];
    const html = await firstPaintPage(page(`<h1 class="hero">Hi</h1>${data}`), read, async (file) => void written.push(file));
    expect(written).toHaveLength(1);
    const [{ src, script }] = written as [{ src: string; script: string }];
    expect(src).toMatch(/^\/assets\/page-data-[\w-]{8}\.js$/);
    expect(script).toBe(
      'window.__reactRouterContext.streamController.enqueue("[{\\"_1\\":2},\\"a)b<\\\\/script>\\"]\\n");\nwindow.__reactRouterContext.streamController.close();\n',
    );
    // The stream stays, empty until the file arrives; the data is nowhere else in the page.
    expect(html).toContain('window.__reactRouterContext.stream = new ReadableStream');
    expect(html).not.toContain('streamController.enqueue');
    expect(html).not.toContain('streamController.close');
    // The emptied boundaries are written settled, as React writes those ready at once, without its runtime.
    expect(html).toContain('<h1 class="hero">Hi</h1><script>window.__reactRouterContext = {};');
    expect(html).toContain('controller;}});</script><!--$--><!--$--><!--/$--><!--/$--><script type="module"');
    expect(html).not.toMatch(/\$R[BCTV]|id="[BS]:\d"/);
    // The file loads once the page has painted, before the modules.
    const script0 = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html)![1]!;
    expect(script0.indexOf(`d.src=${JSON.stringify(src)}`)).toBeGreaterThan(script0.indexOf('first-contentful-paint'));
    expect(script0.indexOf(`d.src=${JSON.stringify(src)}`)).toBeLessThan(script0.indexOf("l.rel='modulepreload'"));
    // The same data, the same file: its name follows its content.
    expect(separatePageData(data)!.data.src).toBe(src);
    expect(separatePageData(data.replace('a)b', 'a)c'))!.data.src).not.toBe(src);
    expect(separatePageData(page(''))).toBeUndefined();
  });

  it('leaves a boundary that streamed content of its own as React wrote it', () => {
    const streamed =
      '<script>window.__reactRouterContext.streamController.close();</script>' +
      '<!--$?--><template id="B:0"></template><!--/$--><div hidden id="S:0"><p>Late</p></div><script>$RC("B:0","S:0")</script>';
    expect(separatePageData(streamed)!.html).toBe(
      '<!--$?--><template id="B:0"></template><!--/$--><div hidden id="S:0"><p>Late</p></div><script>$RC("B:0","S:0")</script>',
    );
  });

  it('refuses a router script it does not recognise rather than ship a page that never hydrates', () => {
    const odd = page('').replace('import * as route1 from "/assets/home-1.js";', 'import { x } from "/assets/home-1.js";');
    expect(() => scriptsAfterPaint(odd)).toThrow(/form this build step does not know/);
  });
});
