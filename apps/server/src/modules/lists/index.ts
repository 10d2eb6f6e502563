/**
 * Lists (`app.lists`): favorites (the heart), the shopper's named lists with 'Add all to cart' (through the cart's
 * own change), sharing a list by an unguessable link, and GET /list (the saved-for-later list is the cart's).
 */

export { listRoutes } from './routes.ts';
export { createListsService, type ListsService } from './service.ts';
