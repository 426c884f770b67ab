import { type ComponentType, createContext, useContext } from 'react';

/**
 * What the pre-cart drawer shows below the item just added (the placements, decision 474): given by
 * the layout, so the cart feature shows another feature's part without importing it.
 */
const PreCartExtraContext = createContext<ComponentType | null>(null);

export const PreCartExtraProvider = PreCartExtraContext.Provider;

export function usePreCartExtra(): ComponentType | null {
  return useContext(PreCartExtraContext);
}
