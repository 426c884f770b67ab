import {
  API_PREFIX,
  addCartItemRequestSchema,
  type Cart,
  type CartChangeCall,
  type CartPort,
  cartSchema,
  type ErrorCode,
  promotionRequestSchema,
  updateCartItemRequestSchema,
} from '@drawline/contracts';
import { ZodError, type z } from 'zod';
import { type CartChangeClaim, type CartOwner, cartChangeClaim, cartChangeRoutes } from '../modules/cart';
import { withVisitorAffiliate } from '../platform/affiliate';
import { AppError } from '../platform/app-error';
import { type CartReadDeps, withBlockedReasons } from '../queries/read-cart';
import type { PageRequest } from './page-viewer';
import type { PortKit } from './port-kit';

/** The routes' registered patterns: a change's key is judged with them, so a key is the same key either way. */
const routes = {
  items: `${API_PREFIX}${cartChangeRoutes.items}`,
  item: `${API_PREFIX}${cartChangeRoutes.item}`,
  promotion: `${API_PREFIX}${cartChangeRoutes.promotion}`,
  anonItems: `${API_PREFIX}${cartChangeRoutes.anonItems}`,
  anonItem: `${API_PREFIX}${cartChangeRoutes.anonItem}`,
  anonPromotion: `${API_PREFIX}${cartChangeRoutes.anonPromotion}`,
} as const;

/**
 * A body checked by its route's schema, refused as the route refuses it (modules/cart/cart.routes.ts
 * `refuseInvalid`): the call's own code, each message under the target the storefront reads.
 */
function parseBody<S extends z.ZodType>(schema: S, body: unknown, code: ErrorCode, target: string): z.infer<S> {
  try {
    return schema.parse(body);
  } catch (error) {
    if (!(error instanceof ZodError)) throw error;
    const messages = error.issues.map((issue) => issue.message);
    throw new AppError(code, { message: messages[0], errors: messages.map((message) => ({ target, code, message })) });
  }
}
const itemBody = <S extends z.ZodType>(schema: S, body: unknown) =>
  parseBody(schema, body, 'cart_item_invalid', 'this');
const promotionBody = (body: unknown) =>
  parseBody(promotionRequestSchema, body, 'promotion_not_added', 'promotion_code');

/**
 * The cart changes of the pages' port (2-shopping.md §4, §5, §7): each runs what its route runs
 * (queries/cart.routes.ts for the customer's cart, with their limits' blocked reasons;
 * modules/cart/cart.routes.ts for an anonymous cart), a change with the attempt's Idempotency-Key
 * under the claim its route makes from the same parts (decision 331), so a key used over HTTP and
 * retried here answers the first answer and changes nothing.
 */
export function cartCalls(deps: CartReadDeps, { call, signedIn, viewer }: PortKit, request: PageRequest): CartPort {
  const { cart } = deps;

  /** The signed-in customer's change, answered as their routes answer it; a visitor is refused 401. */
  const customerChange = (run: (owner: { customerId: string }) => Promise<Cart>) =>
    call(async () => {
      const { customerId, segmentName, accountUpgrade } = await signedIn();
      const { countryCode } = await viewer();
      const reader = { customerId, segmentName, countryCode, accountUpgrade };
      return cartSchema.parse(await withBlockedReasons(deps, reader, await run({ customerId })));
    });
  const anonymousChange = (run: () => Promise<Cart>) => call(async () => cartSchema.parse(await run()));

  /** The claim of a change, as its route makes it from its method, pattern, params and body. */
  const claim = (
    owner: CartOwner,
    change: CartChangeCall | undefined,
    method: string,
    route: string,
    params: object,
    body?: unknown,
  ): CartChangeClaim | undefined =>
    cartChangeClaim({ owner, key: change?.idempotencyKey, method, route, params, query: {}, body });

  return {
    addCartItem: (body, change) =>
      customerChange((owner) => {
        const asked = itemBody(addCartItemRequestSchema, body);
        const keyed = claim(owner, change, 'POST', routes.items, {}, asked);
        return cart.addCartItem(owner, withVisitorAffiliate(request, asked), keyed);
      }),
    updateCartItem: (itemId, body, change) =>
      customerChange((owner) => {
        const asked = itemBody(updateCartItemRequestSchema, body);
        const keyed = claim(owner, change, 'PUT', routes.item, { id: itemId }, asked);
        return cart.updateCartItem(owner, itemId, asked, keyed);
      }),
    removeCartItem: (itemId, change) =>
      customerChange((owner) =>
        cart.removeCartItem(owner, itemId, claim(owner, change, 'DELETE', routes.item, { id: itemId })),
      ),
    applyPromotion: (body, change) =>
      customerChange((owner) => {
        const asked = promotionBody(body);
        const keyed = claim(owner, change, 'POST', routes.promotion, {}, asked);
        return cart.applyPromotion(owner, asked.promotionCode, keyed);
      }),
    removePromotion: (change) =>
      customerChange((owner) => cart.removePromotion(owner, claim(owner, change, 'DELETE', routes.promotion, {}))),
    buildCart: () => customerChange((owner) => cart.buildCart(owner)),
    convertAnonymousCart: (ref) => customerChange(({ customerId }) => cart.convertAnonymousCart(customerId, ref)),

    createAnonymousCart: () => anonymousChange(() => cart.createAnonymousCart()),
    addAnonymousCartItem: (ref, body, change) =>
      anonymousChange(() => {
        const owner = { anonymousToken: ref };
        const asked = itemBody(addCartItemRequestSchema, body);
        const keyed = claim(owner, change, 'POST', routes.anonItems, { ref }, asked);
        return cart.addCartItem(owner, withVisitorAffiliate(request, asked), keyed);
      }),
    updateAnonymousCartItem: (ref, itemId, body, change) =>
      anonymousChange(() => {
        const owner = { anonymousToken: ref };
        const asked = itemBody(updateCartItemRequestSchema, body);
        const keyed = claim(owner, change, 'PUT', routes.anonItem, { ref, itemId }, asked);
        return cart.updateCartItem(owner, itemId, asked, keyed);
      }),
    removeAnonymousCartItem: (ref, itemId, change) =>
      anonymousChange(() => {
        const owner = { anonymousToken: ref };
        return cart.removeCartItem(owner, itemId, claim(owner, change, 'DELETE', routes.anonItem, { ref, itemId }));
      }),
    applyAnonymousPromotion: (ref, body, change) =>
      anonymousChange(() => {
        const owner = { anonymousToken: ref };
        const asked = promotionBody(body);
        const keyed = claim(owner, change, 'POST', routes.anonPromotion, { ref }, asked);
        return cart.applyPromotion(owner, asked.promotionCode, keyed);
      }),
    removeAnonymousPromotion: (ref, change) =>
      anonymousChange(() => {
        const owner = { anonymousToken: ref };
        return cart.removePromotion(owner, claim(owner, change, 'DELETE', routes.anonPromotion, { ref }));
      }),
    buildAnonymousCart: (ref) => anonymousChange(() => cart.buildCart({ anonymousToken: ref })),
  };
}
