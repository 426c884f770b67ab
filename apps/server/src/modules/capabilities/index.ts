export { capabilitiesRoutes } from './capabilities.routes';
export {
  type CapabilitiesService,
  createCapabilitiesService,
  derivedSegmentName,
  segmentNames,
} from './capabilities.service';
export { seedDemoCapabilities } from './demo-capabilities';
