export { favoriteKeys, favoriteProductsQuery, favoritesApi, favoritesQuery } from './api.ts';
export { FavoriteHeart } from './favorite-heart.tsx';
export { useFavoriteState, useToggleFavorite } from './use-favorite.ts';
