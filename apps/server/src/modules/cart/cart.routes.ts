import {
  addCartItemRequestSchema,
  cartSchema,
  type ErrorCode,
  promotionRequestSchema,
  updateCartItemRequestSchema,
} from '@drawline/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { withVisitorAffiliate } from '../../platform/affiliate';
import { AppError } from '../../platform/app-error';
import { ok } from '../../platform/envelope';
import { envelopeOf } from '../../platform/schemas';
import { cartChangeClaimOf, cartChangeRoutes } from './cart-change-keys';
import type { CartOwner } from './cart-store';
import type { CartModule } from './create-cart-module';

const answer = { 200: envelopeOf(cartSchema) };
const tags = ['cart'];
// Shapes are checked by the cart itself, so a bad id or token is not found rather than invalid.
const anonParams = z.object({ ref: z.string() });
const anonItemParams = z.object({ ref: z.string(), itemId: z.string() });
const anonymous = (ref: string): CartOwner => ({ anonymousToken: ref });
/** The change's claim when it carries an Idempotency-Key (decision 331), the anonymous cart's by its token. */
const claimOf = (request: FastifyRequest, ref: string) => cartChangeClaimOf(request, anonymous(ref));

/**
 * A body that fails its schema is refused with the call's own code, each message under the
 * `target` entry of errors (2-shopping.md §8: the storefront shows the first message under
 * 'this' for a cart item, and promotion_not_added's message for a promotion).
 */
function refuseInvalid(code: ErrorCode, target: string) {
  return async (request: FastifyRequest) => {
    const failure = request.validationError as { validation?: { message?: string }[] } | undefined;
    if (!failure) return;
    const messages = (failure.validation ?? []).map((v) => v.message ?? 'This field is not valid');
    throw new AppError(code, {
      message: messages[0],
      errors: messages.map((message) => ({ target, code, message })),
    });
  };
}
/**
 * What every cart call shares, the anonymous cart's here and the customer's (queries/cart.routes.ts):
 * the answer, the tag, and the bodies refused with the call's own code.
 */
export const cartCallOptions = {
  answer,
  tags,
  itemBody: { attachValidation: true, preHandler: refuseInvalid('cart_item_invalid', 'this') },
  promotionBody: { attachValidation: true, preHandler: refuseInvalid('promotion_not_added', 'promotion_code') },
};
const { itemBody, promotionBody } = cartCallOptions;

/**
 * The anonymous cart (2-shopping.md §7; 1-platform.md cart routes): a visitor's cart by its token.
 * The customer's cart calls (and converting an anonymous cart to the customer's) answer with the
 * limits' blocked reasons too, so they are queries (queries/cart.routes.ts, docs/decisions/327).
 */
export function anonymousCartRoutes(deps: { cart: CartModule }): FastifyPluginAsyncZod {
  const { cart } = deps;
  return async (app) => {
    app.post('/anon-cart', { schema: { tags, response: { 201: envelopeOf(cartSchema) } } }, async (_request, reply) => {
      reply.status(201);
      return ok(await cart.createAnonymousCart());
    });
    app.get('/anon-cart/:ref', { schema: { tags, params: anonParams, response: answer } }, async (request) =>
      ok(await cart.getCart(anonymous(request.params.ref))),
    );
    app.post(
      cartChangeRoutes.anonItems,
      { ...itemBody, schema: { tags, params: anonParams, body: addCartItemRequestSchema, response: answer } },
      async (request) =>
        ok(
          await cart.addCartItem(
            anonymous(request.params.ref),
            withVisitorAffiliate(request, request.body),
            claimOf(request, request.params.ref),
          ),
        ),
    );
    app.post('/anon-cart/:ref/build', { schema: { tags, params: anonParams, response: answer } }, async (request) =>
      ok(await cart.buildCart(anonymous(request.params.ref))),
    );
    app.put(
      cartChangeRoutes.anonItem,
      {
        ...itemBody,
        schema: { tags, params: anonItemParams, body: updateCartItemRequestSchema, response: answer },
      },
      async (request) =>
        ok(
          await cart.updateCartItem(
            anonymous(request.params.ref),
            request.params.itemId,
            request.body,
            claimOf(request, request.params.ref),
          ),
        ),
    );
    app.delete(
      cartChangeRoutes.anonItem,
      { schema: { tags, params: anonItemParams, response: answer } },
      async (request) =>
        ok(
          await cart.removeCartItem(
            anonymous(request.params.ref),
            request.params.itemId,
            claimOf(request, request.params.ref),
          ),
        ),
    );
    app.post(
      cartChangeRoutes.anonPromotion,
      { ...promotionBody, schema: { tags, params: anonParams, body: promotionRequestSchema, response: answer } },
      async (request) =>
        ok(
          await cart.applyPromotion(
            anonymous(request.params.ref),
            request.body.promotionCode,
            claimOf(request, request.params.ref),
          ),
        ),
    );
    app.delete(
      cartChangeRoutes.anonPromotion,
      { schema: { tags, params: anonParams, response: answer } },
      async (request) =>
        ok(await cart.removePromotion(anonymous(request.params.ref), claimOf(request, request.params.ref))),
    );
  };
}
