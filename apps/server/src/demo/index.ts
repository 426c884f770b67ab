// The demo shop: main.ts and the tests load its data and hand its draw feed to the app; the shop
// itself (app.ts, modules, flows) never imports this folder (docs/decisions/072, 313).
export { type DemoLottery, demoOffers } from './catalogue/demo-catalogue';
export { DemoResultsSource } from './catalogue/demo-results-source';
export { type DemoDrawOperations, demoDrawOperations, seedDemoCatalogue } from './catalogue/seed-catalogue';
export { type DemoDataOptions, seedDemoData } from './seed-demo-data';
