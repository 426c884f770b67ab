import type { Config } from '@react-router/dev/config';

export default {
  ssr: true,
  appDirectory: 'app',
  buildDirectory: 'build',
  // React Router 8's behaviour, taken now where it costs nothing (docs/decisions/080).
  future: {
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_trailingSlashAwareDataRequests: true,
    // Not yet: middleware replaces the load context every loader reads, and pass-through requests
    // change `request.url` in every loader that reads it; both move with the React Router 8 upgrade.
    v8_middleware: false,
    v8_passThroughRequests: false,
  },
} satisfies Config;
