export { PRODUCT_CARD_MAX_FIGURES, ProductCard, type ProductCardProps } from './product-card';
