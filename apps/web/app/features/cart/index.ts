// The cart feature's client-safe door for other features (the play pages' Add to cart).
export { ADD_FAILED_TITLE, AddToCartForm, type AddToCartFormProps } from './add-to-cart-form';
export { BuyPage, shortfall } from './buy-page';
export { CartPage } from './cart-page';
export { toCartView } from './cart-view';
export { CHANGE_KEY_FIELD } from './change-key';
export { checkoutPath } from './checkout-path';
export { type ItemFormValues, type ItemOption, itemFields, itemFormData, optionValue } from './item-form';
export { ReplayPage } from './replay-page';
