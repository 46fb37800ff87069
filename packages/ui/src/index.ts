export { cn } from './lib/cn';
export { Anchor, type LinkComponent, type LinkProps, type NavLink } from './lib/link';
export { useMediaQuery } from './lib/use-media-query';
export * from './button';
export * from './mega-menu';
export * from './site-header';
export * from './site-footer';
export * from './cookie-banner';
