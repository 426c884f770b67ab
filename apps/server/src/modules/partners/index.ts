export { partnersRoutes } from './partners.routes';
export { createPartners, type PartnerRecord, type PartnersModule, partnerNotFound } from './partners.service';
export { demoPartner, seedDemoPartners } from './seed-demo-partners';
