export { capabilitiesRoutes } from './capabilities.routes';
export {
  type CapabilitiesService,
  type CapabilityViewer,
  createCapabilitiesService,
  derivedSegmentName,
  fallbackSegmentOf,
  segmentNames,
  segmentOfViewer,
} from './capabilities.service';
export { seedDemoCapabilities } from './demo-capabilities';
