// Generic building blocks: no company, no routes, no copy of their own beyond accessible defaults.
export { cn } from './lib/cn';
export { Anchor, type LinkComponent, type LinkProps, type NavAction, type NavEntry, type NavLink } from './lib/link';
export { useMediaQuery } from './lib/use-media-query';
export type { FormSchema } from './lib/schema-form';
export * from './primitives/button';
export * from './primitives/form-field';
export * from './primitives/dialog';
export * from './primitives/tabs';
export * from './primitives/accordion';
export * from './primitives/spec-table';
export * from './primitives/comparison-table';
export * from './primitives/donut-chart';
export * from './primitives/step-list';
export * from './primitives/key-figures';
export * from './primitives/container';
export * from './primitives/section';

// Composed for a marketing site: header and menu, footer, consent, lead forms, their kit and bot check.
export * from './patterns/site-header';
export * from './patterns/mega-menu';
export * from './patterns/site-footer';
export * from './patterns/cookie-banner';
export * from './patterns/bot-challenge';
export * from './patterns/form-kit';
export * from './patterns/quote-dialog';
export * from './patterns/gated-download-dialog';
export * from './patterns/contact-form';
export * from './patterns/product-card';
export * from './patterns/floating-action';
export * from './patterns/cta-band';
export * from './patterns/hero';
