export { MegaMenu, type MegaMenuColumn, type MegaMenuData, type MegaMenuProps } from './mega-menu';
