// The partner purchase flows' routes and the deposit-and-buy's hook, as app-routes.ts wires them (decisions 471, 473).
export { partnerPurchaseRoutes, partnerSaleRecorder } from './partner-purchase.routes';
export { partnersConsoleRoutes } from './partners-console.routes';
