/**
 * The service bases (1-platform.md §7). The paths of analytics, blog, lotto party, migration,
 * notifications, placement and translate are not shown in the spec; ours are recorded in
 * docs/decisions/002-service-bases.md, and the version of discovery in 020.
 */
export const serviceBases = [
  { name: 'main', basePath: '/v2', version: '3.0' },
  { name: 'discovery', basePath: '/discover', version: '3.0' },
  { name: 'cms', basePath: '/cms', version: '1.0' },
  { name: 'customer_verify', basePath: '/customer-verify', version: '1.0' },
  { name: 'rewards', basePath: '/rewards', version: '1.0' },
  { name: 'analytics', basePath: '/analytics', version: '1.0' },
  { name: 'blog', basePath: '/blog-api', version: '1.0' },
  { name: 'lotto_party', basePath: '/social/v3', version: '3.0' },
  { name: 'migration', basePath: '/migration', version: '1.0' },
  { name: 'notifications', basePath: '/notifications-api', version: '1.0' },
  { name: 'placement', basePath: '/placement-api', version: '1.0' },
  { name: 'translate', basePath: '/translate', version: '1.0' },
] as const;

export const apiBasePaths: readonly string[] = serviceBases.map((s) => s.basePath);

export const discoveryVersion = serviceBases.find((s) => s.name === 'discovery')!.version;
