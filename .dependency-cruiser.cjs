/**
 * The import rules of docs/architecture.md: domain ← db ← server; domain, i18n ← web ← apps;
 * inside the server routes → services → infra and jobs → services, never back; features stay apart.
 * scripts/depcheck-probes.mjs proves every rule fires (run by `npm run depcheck`): a new rule
 * gets a probe there.
 */

/**
 * The server's service areas, lowest first. An area imports only areas of lower layers: the
 * booking core (planning, the one write path, the views of a booking) sits below what reacts to
 * it, and notifications hear of its changes through booking/change-reactions.ts (subscribed by
 * app.ts) instead of being called by it. Areas of one layer do not import each other.
 */
const serviceLayers = [
  ['shared'],
  ['shops', 'products', 'booking-links', 'notification-preferences', 'system'],
  ['team', 'payments'],
  ['catalog', 'schedule'],
  ['availability'],
  ['booking'],
  ['customers', 'reviews', 'online-payments'],
  ['auth', 'loyalty'],
  ['notifications'],
  ['appointments', 'messages', 'dashboard', 'search'],
  ['sales'],
  ['public-booking'],
  ['account'],
];

const areaOrder = serviceLayers.map((layer, i) => {
  const higher = serviceLayers.slice(i + 1).flat();
  return {
    name: 'server-areas-call-down',
    comment: `${layer.join(', ')} may import only areas listed before them in serviceLayers (.dependency-cruiser.cjs)`,
    severity: 'error',
    from: { path: `^apps/server/src/services/(${layer.join('|')})/` },
    to: {
      path: `^apps/server/src/services/(${[...higher, ...layer].join('|')})/`,
      pathNot: '^apps/server/src/services/$1/',
    },
  };
});

module.exports = {
  forbidden: [
    ...areaOrder,
    {
      name: 'server-areas-are-layered',
      comment: 'every service area has its place in serviceLayers: a new area is placed there',
      severity: 'error',
      from: { path: '^apps/server/src/' },
      to: {
        path: '^apps/server/src/services/',
        pathNot: `^apps/server/src/services/(${serviceLayers.flat().join('|')})/`,
      },
    },
    {
      name: 'domain-imports-nothing-of-ours',
      comment: 'packages/domain is shared by server and browsers: it imports no other package of ours',
      severity: 'error',
      from: { path: '^packages/domain/src' },
      to: { path: '^(packages/(db|i18n|web)|apps)/' },
    },
    {
      name: 'domain-does-no-io',
      comment:
        'no Node built-in (recorded as `fs`, not `node:fs`: hence the dependency type), database driver or HTTP server in the domain',
      severity: 'error',
      from: { path: '^packages/domain/src' },
      to: {
        dependencyTypes: ['core'],
      },
    },
    {
      name: 'domain-uses-no-driver-or-server',
      severity: 'error',
      from: { path: '^packages/domain/src' },
      to: { path: '(^|/)node_modules/(pg|pg-[^/]+|@electric-sql/[^/]+|fastify|@fastify/[^/]+)/' },
    },
    {
      name: 'db-imports-domain-only',
      severity: 'error',
      from: { path: '^packages/db/src' },
      to: { path: '^(packages/(i18n|web)|apps)/' },
    },
    {
      name: 'i18n-is-data',
      severity: 'error',
      from: { path: '^packages/i18n/src', pathNot: '\\.test\\.ts$' },
      to: { path: '^(packages/(db|web|domain)|apps)/' },
    },
    {
      name: 'web-is-for-browsers',
      severity: 'error',
      from: { path: '^packages/web/src' },
      to: { path: '^(packages/db|apps)/' },
    },
    {
      name: 'nothing-imports-apps',
      comment: 'an app may import only itself',
      severity: 'error',
      from: { path: '^(packages|apps/([^/]+))/' },
      to: { path: '^apps/([^/]+)/', pathNot: '^apps/$2/' },
    },
    {
      name: 'packages-are-reached-by-name',
      comment:
        'another workspace package is imported by its name (@salon/…) through what its package.json exports, never by a relative path into its files: its exports are its surface',
      severity: 'error',
      from: { path: '^(apps|packages)/([^/]+)/' },
      to: { dependencyTypes: ['local'], path: '^(apps|packages)/', pathNot: '^$1/$2/' },
    },
    {
      name: 'browsers-do-not-import-db',
      severity: 'error',
      from: { path: '^apps/(admin|booking|account)/' },
      to: { path: '^packages/db/' },
    },
    {
      name: 'widget-takes-no-zod',
      comment:
        'the booking widget takes values from the domain only through its zod-free modules (locales, calendar-date, phone, reviews, loyalty, payments, money-format, branding, text-limits, time-format); contracts give it types only',
      severity: 'error',
      from: { path: '^apps/booking/src/' },
      to: {
        path: '^packages/domain/src/',
        pathNot:
          '^packages/domain/src/(locales|calendar-date|phone|reviews|loyalty|payments|money-format|branding|text-limits|time-format)[.]ts$',
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'account-site-takes-no-zod',
      comment:
        'the customer site keeps to a small first load as the widget does: values from the domain only through its zod-free modules; contracts give it types only',
      severity: 'error',
      from: { path: '^apps/account/src/', pathNot: '[.]test[.]tsx?$' },
      to: {
        path: '^packages/domain/src/',
        pathNot: '^packages/domain/src/(locales|calendar-date|phone|reviews|money-format|time-format)[.]ts$',
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'server-services-do-not-import-http',
      comment: 'use cases know nothing of routes, plugins or HTTP: routes → services → infra, never back',
      severity: 'error',
      from: { path: '^apps/server/src/services/' },
      to: { path: '^apps/server/src/(routes|plugins|http)/' },
    },
    {
      name: 'server-infra-is-the-bottom',
      comment: 'infrastructure (mail, tokens, rate limits, SQL, events) uses no use case and no HTTP layer',
      severity: 'error',
      from: { path: '^apps/server/src/infra/' },
      to: { path: '^apps/server/src/(services|repositories|routes|plugins|http|demo)/' },
    },
    {
      name: 'server-http-helpers-below-routes',
      comment:
        'http/ holds what routes share (error responses, idempotency, headers): no routes, plugins or use cases',
      severity: 'error',
      from: { path: '^apps/server/src/http/' },
      to: { path: '^apps/server/src/(routes|plugins|services)/' },
    },
    {
      name: 'server-routes-and-http-touch-no-database',
      comment:
        'a route validates, calls one use case and replies; http/ helpers keep their rows through infra/ (idempotency-keys.ts): neither writes SQL, opens a transaction nor reads a repository',
      severity: 'error',
      from: { path: '^apps/server/src/(routes|http)/' },
      to: {
        path: '(^packages/db/|(^|/)node_modules/(drizzle-orm|pg|@electric-sql)/|^apps/server/src/infra/(transaction|sql)[.]ts$|^apps/server/src/repositories/)',
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'server-sql-lives-in-repositories',
      comment:
        'use cases check permissions and apply the rules, and ask repositories/ (one module per aggregate) for rows: they import @salon/db for types only',
      severity: 'error',
      from: { path: '^apps/server/src/services/', pathNot: '[.]test[.]ts$' },
      to: {
        path: '(^packages/db/|(^|/)node_modules/(drizzle-orm|pg|@electric-sql)/|^apps/server/src/infra/sql[.]ts$)',
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'server-repositories-are-below-use-cases',
      comment:
        "a repository holds one aggregate's queries and knows no use case, route or job: permissions and rules stay in services/",
      severity: 'error',
      from: { path: '^apps/server/src/repositories/' },
      to: { path: '^apps/server/src/(services|routes|plugins|http|jobs|demo)/' },
    },
    {
      name: 'server-routes-are-leaves',
      comment: 'only app.ts mounts routes; one route file never imports another (shared bits live in http/)',
      severity: 'error',
      from: { path: '^apps/server/src/(routes|services|infra|http|plugins|demo)/' },
      to: { path: '^apps/server/src/routes/' },
    },
    {
      name: 'server-jobs-are-started-by-the-app',
      comment:
        'background jobs (notification sender, scheduler) are started by app.ts only: nothing below it imports them',
      severity: 'error',
      from: { path: '^apps/server/src/(routes|services|infra|http|plugins|demo)/' },
      to: { path: '^apps/server/src/jobs/' },
    },
    {
      name: 'server-jobs-run-use-cases',
      comment:
        'a job calls use cases like a route does, but has no request: no routes, plugins or HTTP helpers',
      severity: 'error',
      from: { path: '^apps/server/src/jobs/' },
      to: { path: '^apps/server/src/(routes|plugins|http)/' },
    },
    {
      name: 'server-connects-out-through-the-guard',
      comment:
        'an address a user typed (push endpoint, webhook, calendar feed) is called only through infra/outbound-guard.ts, which refuses local and private addresses: nothing else opens sockets or HTTP clients (config.ts only checks address syntax; errors.ts reads status texts; biome.json forbids the global fetch)',
      severity: 'error',
      from: {
        path: '^apps/server/src/',
        pathNot: '^apps/server/src/(infra/outbound-guard|config|plugins/errors)[.]ts$|[.]test[.]ts$',
      },
      to: {
        path: '^(http|https|http2|net|tls|dgram|dns|undici|node-fetch|axios|got)$|(^|/)node_modules/(undici|node-fetch|axios|got)/',
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'server-demo-is-seed-only',
      comment: 'the demo salon is seeded by main.ts and seed-demo.ts; nothing else depends on it',
      severity: 'error',
      from: { path: '^apps/server/src/(routes|services|infra|http|plugins)/' },
      to: { path: '^apps/server/src/demo/' },
    },
    {
      name: 'features-do-not-import-each-other',
      comment:
        'a feature is its own; only a feature that others open (the admin checkout, from the calendar and the Sales page) offers an index.ts, and that entry is all others may import of it',
      severity: 'error',
      from: { path: '^apps/[^/]+/src/features/([^/]+)/' },
      to: {
        path: '^apps/[^/]+/src/features/',
        pathNot: '^apps/[^/]+/src/features/($1/|checkout/index[.]ts$)',
      },
    },
    {
      name: 'shared-folders-do-not-import-features-or-app',
      severity: 'error',
      from: { path: '^apps/(admin|booking|account)/src/', pathNot: '^apps/[^/]+/src/(features|app)/' },
      to: { path: '^apps/[^/]+/src/(features|app)/' },
    },
    {
      name: 'features-do-not-import-app',
      severity: 'error',
      from: { path: '^apps/[^/]+/src/features/' },
      to: { path: '^apps/[^/]+/src/app/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    // Packages are recorded (so rules can name them) but not cruised into.
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(apps|packages)/[^/]+/dist/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
  },
};
