/** Import direction of DESIGN.md: domain ← db ← server; domain, i18n ← web ← apps; features stay apart. */
module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      comment: 'packages/domain imports nothing of ours and no I/O',
      severity: 'error',
      from: { path: '^packages/domain/src' },
      to: { path: '^(packages/(db|i18n|web)|apps)/|^node:(fs|net|http|child_process)' },
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
      name: 'browsers-do-not-import-db',
      severity: 'error',
      from: { path: '^apps/(admin|booking|account)/' },
      to: { path: '^packages/db/' },
    },
    {
      name: 'widget-takes-no-zod',
      comment:
        'the booking widget takes values from the domain only through its zod-free modules (locales, calendar-date); contracts give it types only',
      severity: 'error',
      from: { path: '^apps/booking/src/' },
      to: {
        path: '^packages/domain/src/',
        pathNot: '^packages/domain/src/(locales|calendar-date)[.]ts$',
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'features-do-not-import-each-other',
      severity: 'error',
      from: { path: '^apps/[^/]+/src/features/([^/]+)/' },
      to: { path: '^apps/[^/]+/src/features/', pathNot: '^apps/[^/]+/src/features/$1/' },
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
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
  },
};
