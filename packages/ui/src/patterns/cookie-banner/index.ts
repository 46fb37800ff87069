export { CookieBanner, cookieBannerMessages, type CookieBannerMessages, type CookieBannerProps, type CookieChoice } from './cookie-banner';
