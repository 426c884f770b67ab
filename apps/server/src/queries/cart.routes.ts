import {
  addCartItemRequestSchema,
  type Cart,
  promotionRequestSchema,
  updateCartItemRequestSchema,
} from '@drawline/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cartCallOptions, cartChangeClaimOf, cartChangeRoutes } from '../modules/cart';
import { type CountryLookup, locate } from '../modules/site';
import { withVisitorAffiliate } from '../platform/affiliate';
import { customerOnly, requireCustomer } from '../platform/auth';
import { ok } from '../platform/envelope';
import { type CartReadDeps, withBlockedReasons } from './read-cart';

const { answer, tags, itemBody, promotionBody } = cartCallOptions;
// Shapes are checked by the cart itself, so a bad id or token is not found rather than invalid.
const itemParams = z.object({ id: z.string() });
const anonParams = z.object({ ref: z.string() });

/**
 * The customer's cart calls (2-shopping.md §3, §7; 1-platform.md cart routes): each is the cart
 * module's call, answered with the customer's blocked reasons, their limits' and a banned country's (queries/read-cart.ts,
 * docs/decisions/327, 384). A visitor gets 401 before the body is read. The anonymous cart's calls are
 * the cart module's own (modules/cart/cart.routes.ts).
 */
export function customerCartRoutes(
  deps: CartReadDeps & { countryLookup: CountryLookup; defaultCountry: string },
): FastifyPluginAsyncZod {
  const { cart } = deps;
  /** Runs the cart's call for the signed-in customer and adds the limits' reasons to its answer. */
  const answerFor = async (request: FastifyRequest, call: (owner: { customerId: string }) => Promise<Cart>) => {
    const { customerId, segmentName, accountUpgrade } = requireCustomer(request);
    const { countryCode } = locate(deps.countryLookup, deps.defaultCountry, request);
    const reader = { customerId, segmentName, countryCode, accountUpgrade };
    return ok(await withBlockedReasons(deps, reader, await call({ customerId })));
  };
  return async (app) => {
    app.get('/cart/items', { ...customerOnly, schema: { tags, response: answer } }, (request) =>
      answerFor(request, (owner) => cart.getCart(owner)),
    );
    app.post(
      cartChangeRoutes.items,
      { ...customerOnly, ...itemBody, schema: { tags, body: addCartItemRequestSchema, response: answer } },
      (request) =>
        answerFor(request, (owner) =>
          cart.addCartItem(owner, withVisitorAffiliate(request, request.body), cartChangeClaimOf(request, owner)),
        ),
    );
    app.post('/cart/build', { ...customerOnly, schema: { tags, response: answer } }, (request) =>
      answerFor(request, (owner) => cart.buildCart(owner)),
    );
    app.put(
      cartChangeRoutes.item,
      {
        ...customerOnly,
        ...itemBody,
        schema: { tags, params: itemParams, body: updateCartItemRequestSchema, response: answer },
      },
      (request) =>
        answerFor(request, (owner) =>
          cart.updateCartItem(owner, request.params.id, request.body, cartChangeClaimOf(request, owner)),
        ),
    );
    app.delete(
      cartChangeRoutes.item,
      { ...customerOnly, schema: { tags, params: itemParams, response: answer } },
      (request) =>
        answerFor(request, (owner) => cart.removeCartItem(owner, request.params.id, cartChangeClaimOf(request, owner))),
    );
    app.post(
      cartChangeRoutes.promotion,
      {
        ...customerOnly,
        ...promotionBody,
        config: { version: '3.3' },
        schema: { tags, body: promotionRequestSchema, response: answer },
      },
      (request) =>
        answerFor(request, (owner) =>
          cart.applyPromotion(owner, request.body.promotionCode, cartChangeClaimOf(request, owner)),
        ),
    );
    app.delete(
      cartChangeRoutes.promotion,
      { ...customerOnly, config: { version: '3.3' }, schema: { tags, response: answer } },
      (request) => answerFor(request, (owner) => cart.removePromotion(owner, cartChangeClaimOf(request, owner))),
    );
    app.post(
      '/anon-cart/:ref/convert',
      { ...customerOnly, schema: { tags, params: anonParams, response: answer } },
      (request) => answerFor(request, ({ customerId }) => cart.convertAnonymousCart(customerId, request.params.ref)),
    );
  };
}
