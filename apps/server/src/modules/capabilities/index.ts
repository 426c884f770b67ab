export { capabilitiesRoutes } from './capabilities.routes';
export { type CapabilitiesService, createCapabilitiesService, derivedSegmentName } from './capabilities.service';
