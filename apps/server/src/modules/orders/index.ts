export { type AttributedSale, attributedSales } from './attributed-sales';
export {
  type CreateOrderInput,
  createOrder,
  type OrderDeps,
  type OrderLineInput,
  type OrderPlan,
  type PlacedOrder,
} from './create-order';
export { type CustomerTicketInDraw, customerTicketsOfDraws } from './customer-tickets-of-draws';
export { drawQuickPick, type SelectionRules } from './draw-quick-pick';
export { type BoughtEntry, offersBoughtBy } from './offers-bought-by';
export { orderNumberOf } from './order-number';
export { assertOrderTransition, canMoveOrder, orderTransitions, PAID_ORDER_STATUS } from './order-status';
export { ordersRoutes } from './orders.routes';
export { createOrdersService, type OrdersDeps, type OrdersService } from './orders.service';
export {
  type SoldRaffleNumber,
  type SyndicateHolding,
  soldRaffleNumbers,
  syndicateHoldingsOfDraw,
  type TicketToScore,
  ticketsOfDraw,
} from './tickets-of-draw';
