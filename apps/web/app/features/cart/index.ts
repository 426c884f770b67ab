// The cart feature's client-safe door for other features (the play pages' Add to cart).
export { ADD_FAILED_TITLE, AddToCartForm, type AddToCartFormProps } from './add-to-cart-form';
export { type ItemFormValues, type ItemOption, itemFields, itemFormData, optionValue } from './item-form';
