export { CookieBanner, type CookieBannerProps, type CookieChoice } from './cookie-banner';
