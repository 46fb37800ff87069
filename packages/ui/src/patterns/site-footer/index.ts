export { SiteFooter, type SiteFooterProps, type SocialNetwork } from './site-footer';
