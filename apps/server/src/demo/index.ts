// The demo shop: main.ts and the tests load its data and hand its draw feed to the app; the shop
// itself (app.ts, modules, flows) never imports this folder (docs/decisions/072).
export { demoDrawOperations } from '../modules/catalogue';
export { type DemoDataOptions, seedDemoData } from './seed-demo-data';
