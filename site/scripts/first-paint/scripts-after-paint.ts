import { DEFERRED_STYLESHEET } from './critical-css';

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
/** React Router's inline module script: static imports of the manifest and route modules, then the client entry. */
const ROUTER_MODULE_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/g;
const STATIC_IMPORT = /^\s*import\s+(?:\*\s+as\s+([A-Za-z_$][\w$]*)\s+from\s+)?("[^"]+");?\s*$/;

/**
 * Keeps the clicks a visitor makes before the page has hydrated: the page is drawn before its scripts
 * run, so a button (Reject All, the menu, a quote button) can be pressed while nothing handles it yet.
 * Until the app calls `window.__replayClicks()` once hydrated, a click on a button is held back (links
 * work without JavaScript and are left alone) and then replayed on the same element, which hydration
 * keeps, so its ordinary handler runs once. The replay is the whole press (pointer and mouse down and up,
 * then the click): tabs select and some menus open on the press itself, not on the click.
 */
const HOLD_CLICKS =
  "var held=[],hold=function(e){var b=e.target instanceof Element&&e.target.closest('button,[role=button]');if(!b||b.closest('a[href]'))return;e.preventDefault();e.stopImmediatePropagation();if(held.indexOf(b)<0)held.push(b)};" +
  "document.addEventListener('click',hold,true);" +
  "var press=function(b){var o={bubbles:true,cancelable:true,button:0,view:window};b.dispatchEvent(new PointerEvent('pointerdown',Object.assign({pointerType:'mouse',isPrimary:true},o)));b.dispatchEvent(new MouseEvent('mousedown',o));b.dispatchEvent(new PointerEvent('pointerup',Object.assign({pointerType:'mouse',isPrimary:true},o)));b.dispatchEvent(new MouseEvent('mouseup',o));b.click()};" +
  "window.__replayClicks=function(){document.removeEventListener('click',hold,true);window.__replayClicks=function(){};held.splice(0).forEach(function(b){if(b.isConnected)press(b)})};";

/**
 * Waits for the first contentful paint: text or a picture on the screen, not merely a frame (the first
 * frames are blank while the typeface loads, and the scripts would share the connection with it). A
 * browser that does not report paints goes on after the next frame; a hidden page draws nothing and goes
 * on at once; and no page waits more than 3 s.
 */
export const AFTER_FIRST_PAINT =
  "await new Promise(function(r){if(document.visibilityState!=='visible')return r();var P=window.PerformanceObserver;" +
  "if(!P||!P.supportedEntryTypes||P.supportedEntryTypes.indexOf('paint')<0)return requestAnimationFrame(function(){setTimeout(r,0)});" +
  "setTimeout(r,3000);var o=new P(function(l){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();r()}});o.observe({type:'paint',buffered:true})});";

/**
 * Then waits for the pictures of the first screen (those marked `loading="eager"`, an article's cover or
 * a product's drawing, usually the page's largest paint) to arrive, for at most 3 s: on a slow link the
 * page's scripts would otherwise share the connection with them and draw them later. Clicks made meanwhile
 * are held and replayed, as before.
 */
export const AFTER_FIRST_PICTURES =
  "await new Promise(function(r){var p=[].filter.call(document.images,function(i){return i.loading==='eager'&&!i.complete}),n=p.length;if(!n)return r();" +
  "var t=setTimeout(r,3000),d=function(){if(--n===0){clearTimeout(t);r()}};p.forEach(function(i){i.addEventListener('load',d,{once:true});i.addEventListener('error',d,{once:true})})});";

/**
 * Starts the page's scripts once its content has painted, instead of as soon as the `<head>` is
 * read. The router lists every module a page needs as `<link rel="modulepreload">` in the head, and
 * on a slow link those downloads shared the connection with the HTML and the stylesheets before
 * anything was drawn. Here the preloads leave the head; the router's module script, which ends the
 * body, waits for the first paint and the first screen's pictures, then loads the page's data (when it
 * travels in a file of its own, see page-data.ts), adds the same preloads at once (the whole module graph
 * downloads in parallel, as before) and turns on the full stylesheets, then imports the manifest
 * and the route modules in their original order and starts the client entry, exactly as the
 * router's own script does.
 */
export function scriptsAfterPaint(html: string, pageDataSrc?: string): string {
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  if (preloads.length === 0) return html;
  let rewritten = 0;
  const result = html.replace(MODULE_PRELOAD, '').replace(ROUTER_MODULE_SCRIPT, (_script: string, body: string) => {
    rewritten++;
    return `<script type="module" async="">${deferModuleScript(body, preloads, pageDataSrc)}</script>`;
  });
  if (rewritten !== 1) throw new Error(`Expected one router module script, found ${rewritten}`);
  return result;
}

function deferModuleScript(body: string, preloads: string[], pageDataSrc: string | undefined): string {
  const lines = body.split('\n');
  const imports: string[] = [];
  let index = 0;
  for (; index < lines.length; index++) {
    const line = lines[index]!;
    if (line.trim() === '') continue;
    const match = STATIC_IMPORT.exec(line);
    if (!match) break;
    imports.push(match[1] ? `const ${match[1]}=await import(${match[2]});` : `await import(${match[2]});`);
  }
  const rest = lines.slice(index).join('\n');
  if (imports.length === 0 || /^\s*import\s/m.test(rest)) {
    throw new Error(`The router's module script has a form this build step does not know:\n${body}`);
  }
  const start =
    `${HOLD_CLICKS}` +
    `${AFTER_FIRST_PAINT}` +
    `${AFTER_FIRST_PICTURES}` +
    (pageDataSrc ? `var d=document.createElement('script');d.src=${JSON.stringify(pageDataSrc)};document.head.appendChild(d);` : '') +
    `${JSON.stringify(preloads)}.forEach(function(h){var l=document.createElement('link');l.rel='modulepreload';l.href=h;document.head.appendChild(l)});` +
    `document.querySelectorAll('link[${DEFERRED_STYLESHEET}]').forEach(function(l){l.disabled=false});`;
  return `${start}\n${imports.join('\n')}\n${rest}`;
}
