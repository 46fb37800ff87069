import { describe, expect, it } from 'vitest';
import { productSlugs } from '~/content/products/registry';
import { INSIGHT_CATEGORIES } from '~/lib/insights';
import { handStatedCommercial, handStatedNear, handStatedRates, textOf, uncitedSentences, withoutCommercial } from '../lib/content-checks';
import { posts } from './insights.server';
import { processById } from './processes';
import { untypeset } from '../lib/typeset';

const IDS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', '13', '14', '15', '16', '20', '21', '22', '23', '24', '26'];
const SITE_PATHS = new Set([
  '/products',
  '/contact',
  '/startup-package',
  '/service-support',
  '/insights',
  ...productSlugs.flatMap((slug) => [`/products/${slug}`, `/products/${slug}/processes`]),
]);

/** The day the content was built: no article can have been revised later. */
const today = new Date().toISOString().slice(0, 10);

const words = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;

describe('the Insights articles', () => {
  it('are the 22 published articles, with unique slugs', () => {
    expect(posts.map((post) => post.id).sort((a, b) => Number(a) - Number(b))).toEqual(IDS);
    expect(new Set(posts.map((post) => post.slug)).size).toBe(22);
  });

  for (const post of posts) {
    describe(post.slug, () => {
      it('has complete front matter: slug, publish date in range, category, cover and its text', () => {
        expect(post.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        expect(post.publishDate >= '2024-01-03' && post.publishDate <= '2025-09-08').toBe(true);
        expect(INSIGHT_CATEGORIES).toContain(post.category);
        expect(post.category).not.toBe('All');
        expect(post.imageUrl).toBe(`/assets/images/insights/${post.slug}.webp`);
        expect(post.imageAlt.length).toBeGreaterThan(20);
        expect(post.description.length).toBeGreaterThanOrEqual(100);
        expect(post.description.length).toBeLessThanOrEqual(170);
        expect(post.tags.length).toBeGreaterThan(2);
        for (const product of post.relatedProducts) expect(productSlugs).toContain(product);
      });

      it('states a read time that fits its length (about 200 words a minute)', () => {
        expect(post.readTime).toBeGreaterThanOrEqual(8);
        expect(post.readTime).toBeLessThanOrEqual(15);
        expect(post.readTime).toBe(Math.round(words(post.html) / 200));
      });

      it('follows the article pattern and links only to pages that exist', () => {
        for (const section of ['Who this guide is for', 'TL;DR', 'Conclusion', 'Next steps', 'Contact']) {
          expect(post.html).toContain(`>${section}</h2>`);
        }
        expect(post.html).toMatch(/<h2 id="1-[^"]*">1\. /);
        expect(post.html).toContain('href="mailto:info@ionvale.example"');
        const slugs = new Set(posts.map((other) => other.slug));
        for (const [, href] of post.html.matchAll(/href="([^"]+)"/g)) {
          if (href!.startsWith('mailto:')) continue;
          const path = href!.split('#')[0]!.split('?')[0]!;
          const article = path.match(/^\/insights\/(.+)$/);
          expect(article ? slugs.has(article[1]!) : SITE_PATHS.has(path), `${post.slug} links ${href}`).toBe(true);
        }
      });

      it('states etch and deposition rates only by citing the process data', () => {
        expect(handStatedRates(post.html)).toEqual([]);
      });

      it('prints no raw caret exponent and no formula without subscripts', () => {
        for (const text of [textOf(post.html), post.title, post.excerpt, post.description, post.imageAlt]) expect(untypeset(text)).toEqual([]);
      });

      it('states prices and warranty terms only through the commercial module', () => {
        expect(handStatedCommercial(textOf(withoutCommercial(post.html)), { strict: true })).toEqual([]);
        expect(handStatedCommercial(`${post.title} ${post.excerpt} ${post.description}`, { strict: true })).toEqual([]);
      });

      it('shows when it was revised if it links to an article published after it', () => {
        const later = [...post.html.matchAll(/href="\/insights\/([^"#?]+)/g)]
          .map(([, slug]) => posts.find((other) => other.slug === slug)!)
          .filter((other) => other.publishDate > post.publishDate);
        for (const other of later) {
          expect(post.modified, `${post.slug} links to ${other.slug}, published ${other.publishDate}`).toBeDefined();
          expect(post.modified! >= other.publishDate, `${post.slug} links to ${other.slug}`).toBe(true);
        }
        if (post.modified) {
          expect(post.modified > post.publishDate).toBe(true);
          expect(post.modified <= today).toBe(true);
        }
      });
    });
  }
});

/** A selectivity written out: '50-100:1', 'above 100:1', '1:1'. */
const RATIO = /\d+(?:\.\d+)?(?:\s*-\s*\d+(?:\.\d+)?)?\s*:\s*1\b/;

describe('what the articles state agrees with the process data and with each other', () => {
  const stated = (topic: RegExp, figure: RegExp) =>
    posts.flatMap((post) => handStatedNear(post.html, topic, figure).map((s) => `${post.slug}: ${s}`));

  it('HBr silicon etch selectivity only as the data gives it', () => {
    expect(stated(/HBr/, RATIO)).toEqual([]);
  });

  it('ion milling selectivity only as the data gives it, never "close to 1:1"', () => {
    expect(stated(/ion mill|ion beam|\bIBE\b|physical etch|sputter yield|^Physical/i, RATIO)).toEqual([]);
    for (const post of posts) expect(textOf(post.html), post.slug).not.toMatch(/selectivit(?:y|ies) (?:close to|of about|near) 1:1/i);
  });

  it('ICP, HDP and DRIE operating pressures only as the data gives them', () => {
    expect(stated(/\bICP\b|inductive|Bosch|\bDRIE\b|HDP/, /\d\s*mTorr/)).toEqual([]);
  });

  it('hydrogen in nitride only as the data gives it', () => {
    expect(stated(/hydrogen|\bH content/i, /\d\s*at\.?\s?%/)).toEqual([]);
  });

  it('never calls PECVD nitride low-stress or near-zero stress: membranes are set slightly tensile', () => {
    expect(stated(/PECVD/, /low[- ]stress|near[- ]zero|zero stress/i)).toEqual([]);
  });

  it('gives the membrane nitride stress the PECVD data gives: slightly tensile', () => {
    const target = processById('pecvd-sinx-mixed')
      .results.properties?.join(' ')
      .match(/\+\d+ to \+\d+ MPa/)?.[0];
    expect(target).toBeDefined();
    const guide = posts.find((post) => post.slug === 'pecvd-silicon-nitride-and-oxide-guide')!;
    expect(textOf(guide.html)).toContain(`slightly tensile film, perhaps ${target}`);
  });

  it('never recommends ALD for lift-off: it coats the resist sidewalls', () => {
    const recommending = posts.flatMap((post) =>
      uncitedSentences(post.html)
        .filter((s) => /\bALD\b|atomic layer/i.test(s) && /lift-off/i.test(s) && !/\bnot\b|\bnever\b|\bwrong\b|instead|rather than|avoid/i.test(s))
        .map((s) => `${post.slug}: ${s}`),
    );
    expect(recommending).toEqual([]);
  });

  it('states the HDP gap-fill ratio only with the wafer temperature it needs', () => {
    const gapFill = posts.flatMap((post) =>
      uncitedSentences(post.html)
        .filter((s) => /\b3:1\b/.test(s) && /fill/i.test(s) && !/wafer/i.test(s))
        .map((s) => `${post.slug}: ${s}`),
    );
    expect(gapFill).toEqual([]);
  });
});
