export { SiteFooter, siteFooterMessages, type SiteFooterMessages, type SiteFooterProps, type SocialNetwork } from './site-footer';
