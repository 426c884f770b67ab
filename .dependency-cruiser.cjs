// The import boundaries of ARCHITECTURE.md, checked by `npm run boundaries` (part of `npm run lint`)
// with dependency-cruiser (docs/decisions/071). Paths are relative to the repository root.
const server = '^apps/server/src';
const modules = `${server}/modules`;
const features = '^apps/web/app/features';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A circular import: two files need each other, so neither can be understood, tested or moved alone.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'module-tables-private',
      severity: 'error',
      comment:
        "A module's tables (*.tables.ts) are private to it: other code calls the module's index.ts, and demo data is seeded through that door too.",
      from: { pathNot: `${modules}/([^/]+)/` },
      to: { path: `${modules}/[^/]+/[^/]*\\.tables\\.ts$` },
    },
    {
      name: 'module-tables-private-between-modules',
      severity: 'error',
      comment: "A module never reads or writes another module's tables: it calls that module's index.ts.",
      from: { path: `${modules}/([^/]+)/` },
      to: { path: `${modules}/[^/]+/[^/]*\\.tables\\.ts$`, pathNot: `${modules}/$1/` },
    },
    {
      name: 'module-door',
      severity: 'error',
      comment: 'A module imports another module only through its index.ts (its one door).',
      from: { path: `${modules}/([^/]+)/` },
      to: {
        path: `${modules}/[^/]+/`,
        pathNot: [`${modules}/$1/`, `${modules}/[^/]+/index\\.ts$`, '\\.tables\\.ts$'],
      },
    },
    {
      name: 'room-door',
      severity: 'error',
      comment:
        "A module's rooms (its sub-folders, such as modules/catalogue/draws/) reach each other only through the room's index.ts; the module's tables stay at its root, shared by its rooms (docs/decisions/313).",
      from: { path: `${modules}/([^/]+)/([^/]+)/` },
      to: { path: `${modules}/$1/[^/]+/`, pathNot: [`${modules}/$1/$2/`, `${modules}/$1/[^/]+/index\\.ts$`] },
    },
    {
      name: 'room-door-from-module-root',
      severity: 'error',
      comment:
        "A module's own files (its door, its routes, its service) reach its rooms only through each room's index.ts (docs/decisions/313).",
      from: { path: `${modules}/([^/]+)/[^/]+$` },
      to: { path: `${modules}/$1/[^/]+/`, pathNot: `${modules}/$1/[^/]+/index\\.ts$` },
    },
    {
      name: 'outside-through-module-door',
      severity: 'error',
      comment:
        'Code outside the modules (app.ts, flows/, queries/, jobs/, platform/, the demo, tests) imports a module only through its index.ts.',
      from: { pathNot: `${modules}/` },
      to: { path: `${modules}/[^/]+/`, pathNot: [`${modules}/[^/]+/index\\.ts$`, '\\.tables\\.ts$'] },
    },
    {
      name: 'modules-not-flows',
      severity: 'error',
      comment:
        'Flows and queries call modules, never the other way round: a write across modules lives in flows/<area>/, a read across modules in queries/ (flows/README.md, docs/decisions/311).',
      from: { path: `${modules}/` },
      to: { path: `${server}/(flows|queries)/` },
    },
    {
      name: 'staff-not-identity',
      severity: 'error',
      comment:
        'Staff are not customers: the staff module never imports identity (the customer module). Both take password hashing, sealed secrets and one-time codes from modules/credentials (docs/decisions/309).',
      from: { path: `${modules}/staff/` },
      to: { path: `${modules}/identity/` },
    },
    {
      name: 'credentials-stand-alone',
      severity: 'error',
      comment:
        'modules/credentials holds the primitives that customers and staff share: it imports no other module (docs/decisions/309).',
      from: { path: `${modules}/credentials/` },
      to: { path: `${modules}/`, pathNot: `${modules}/credentials/` },
    },
    {
      name: 'platform-not-modules',
      severity: 'error',
      comment:
        'The platform (request guards, envelope, cache) serves every module and knows none: modules take requireCustomer and requireElevation from platform/auth.ts, and hand it what it needs as arguments (docs/decisions/309).',
      from: { path: `${server}/platform/`, pathNot: '\\.test\\.ts$' },
      to: { path: `${server}/(modules|flows|queries)/` },
    },
    {
      name: 'db-holds-client-and-migrations',
      severity: 'error',
      comment: 'db/ holds the database client and the migrations only: it knows no module, flow or demo data.',
      from: { path: `${server}/db/` },
      to: { path: `${server}/(modules|flows|queries|demo|jobs|platform)/|${server}/app\\.ts$` },
    },
    {
      name: 'product-code-not-demo',
      severity: 'error',
      comment:
        'The shop never imports the demo orchestration: main.ts (and the tests) hand the demo feed in through AppDeps.',
      from: { path: `${server}/`, pathNot: [`${server}/demo/`, `${server}/main\\.ts$`, '\\.test\\.ts$'] },
      to: { path: `${server}/demo/` },
    },
    {
      name: 'contracts-stand-alone',
      severity: 'error',
      comment: 'packages/contracts is shared by server and web: it never imports an app.',
      from: { path: '^packages/contracts/' },
      to: { path: '^apps/' },
    },
    {
      name: 'web-not-server-sources',
      severity: 'error',
      comment:
        "The web talks to the server over HTTP and shares only packages/contracts: it never imports the server's sources.",
      from: { path: '^apps/web/' },
      to: { path: '^apps/server/' },
    },
    {
      name: 'feature-door',
      severity: 'error',
      comment:
        'A web feature imports another feature only through its door: index.ts (client-safe) or index.server.ts (server-only). Shared pieces live in app/lib or app/ui.',
      from: { path: `${features}/([^/]+)/` },
      to: {
        path: `${features}/[^/]+/`,
        pathNot: [`${features}/$1/`, `${features}/[^/]+/index(\\.server)?\\.tsx?$`],
      },
    },
    {
      name: 'feature-door-from-outside',
      severity: 'error',
      comment:
        "Routes, layouts and the root reach a web feature only through its door: index.ts (client-safe) or index.server.ts (server-only), never a file inside it. Two things are not doors broken: a stylesheet (it shares no names; a route links the styles its server-rendered page needs) and a dynamic import() of a page a route loads lazily (its code stays out of the route's chunk) (docs/decisions/315).",
      from: { path: '^apps/web/', pathNot: `${features}/` },
      to: {
        path: `${features}/[^/]+/`,
        pathNot: [`${features}/[^/]+/index(\\.server)?\\.tsx?$`, '\\.css$'],
        dependencyTypesNot: ['dynamic-import'],
      },
    },
    {
      name: 'route-not-route',
      severity: 'error',
      comment:
        "Routes are thin and sit in folders per area (app/routes/<area>/): a route never imports another route's file; what two pages share lives in a feature, behind its door (issue 22).",
      from: { path: '^apps/web/app/routes/' },
      to: { path: '^apps/web/app/routes/', pathNot: '(^|/)\\+types/' },
    },
    {
      name: 'no-feature-cycle',
      severity: 'error',
      scope: 'folder',
      comment:
        'No two web features import each other, directly or round a longer loop: a feature that needs another one is built on it, never beside it. What every feature takes (capabilities, locale, the signed-in customer) lives in app/lib (docs/decisions/315).',
      from: { path: `${features}/[^/]+$` },
      to: { path: `${features}/[^/]+$`, circular: true },
    },
    {
      name: 'shared-web-code-below-features',
      severity: 'error',
      comment:
        'app/lib and app/ui hold what every feature may take: they never import a feature, so no feature is reached round them (docs/decisions/315).',
      from: { path: '^apps/web/app/(lib|ui)/' },
      to: { path: `${features}/` },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|build|data|\\.react-router|test-results)/' },
    // Type-only imports count too: a type is part of what a module shows.
    tsPreCompilationDeps: true,
    combinedDependencies: false,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
