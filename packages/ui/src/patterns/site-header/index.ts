export {
  SiteHeader,
  isCurrentItem,
  type SiteHeaderItem,
  type SiteHeaderLink,
  type SiteHeaderMenu,
  type SiteHeaderProps,
} from './site-header';
