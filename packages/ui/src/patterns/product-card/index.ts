export { PRODUCT_CARD_MAX_FIGURES, ProductCard, productCardMessages, type ProductCardMessages, type ProductCardProps } from './product-card';
