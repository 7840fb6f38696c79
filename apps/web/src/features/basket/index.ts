export { BasketPanel, BasketSlot } from './BasketSlot';
export { basketSections, chooseBasketPaper, countOf } from './basketState';
export { applyBasket, basketKeys, useBasket, useBasketActions, useBasketIds } from './queries';
