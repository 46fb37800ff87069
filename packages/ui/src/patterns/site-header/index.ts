export {
  SiteHeader,
  isCurrentItem,
  siteHeaderMessages,
  type SiteHeaderMessages,
  type SiteHeaderItem,
  type SiteHeaderLink,
  type SiteHeaderMenu,
  type SiteHeaderProps,
} from './site-header';
