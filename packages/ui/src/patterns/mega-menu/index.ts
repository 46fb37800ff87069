export { MegaMenu, type MegaMenuColumn, type MegaMenuData, type MegaMenuImage, type MegaMenuLink, type MegaMenuProps } from './mega-menu';
