// Import rules for the whole workspace (issue 17, "Checked, not hoped"). `npm run lint` runs them;
// `npm run graph` draws the module graph from the same options (docs/architecture.svg).
//
// Known violations are listed in .dependency-cruiser-known-violations.json (`--ignore-known`): the
// API modules that the API half of issue 17 is rewriting (front doors, workflows). That baseline
// does not cover loops between folders, so the folders of the known loop (checkout -> payments ->
// orders -> payments) are named below. When that work lands, regenerate the baseline
// (npm run lint:imports:baseline), which should then be empty, and empty KNOWN_FOLDER_LOOPS.
const KNOWN_FOLDER_LOOPS = [];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Import loops make load order fragile and hide which piece depends on which. Move the shared part down a layer.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-circular-between-folders',
      severity: 'error',
      comment:
        'No loop between API modules or between web features either (a imports b, b imports a, through any of their files). Move the shared part down a layer, or into a workflow.',
      scope: 'folder',
      from: { path: '^(apps/api/src/modules|apps/web/src/features)/[^/]+$', pathNot: KNOWN_FOLDER_LOOPS.map((f) => `^${f}$`) },
      to: { path: '^(apps/api/src/modules|apps/web/src/features)/[^/]+$', circular: true },
    },
    {
      name: 'api-module-front-door',
      severity: 'error',
      comment: "An API module uses another module only through that module's index.ts (its front door). Move what others need behind it, or into a workflow.",
      from: { path: '^apps/api/src/modules/([^/]+)/' },
      to: {
        path: '^apps/api/src/modules/[^/]+/',
        pathNot: ['^apps/api/src/modules/$1/', '^apps/api/src/modules/[^/]+/index[.]ts$'],
      },
    },
    {
      name: 'api-uses-front-doors',
      severity: 'error',
      comment:
        'Outside the modules (app.ts, plugins, lib, the workflows, modules/index.ts which registers them), a module is used through its index.ts only. Tests may reach inside.',
      from: { path: '^apps/api/src/', pathNot: ['^apps/api/src/modules/[^/]+/', '(__tests__|[.]test[.]ts$)'] },
      to: { path: '^apps/api/src/modules/[^/]+/', pathNot: '^apps/api/src/modules/[^/]+/index[.]ts$' },
    },
    {
      name: 'route-file-imports-no-route-file',
      severity: 'error',
      comment: 'A route file (*.http.ts) calls its own module or a workflow, never another route file.',
      from: { path: '[.]http[.]ts$' },
      to: { path: '[.]http[.]ts$' },
    },
    {
      name: 'web-feature-front-door',
      severity: 'error',
      comment:
        'A web feature uses another feature only through its index.ts. Shared pieces move to apps/web/src/components or apps/web/src/lib (ARCHITECTURE.md, convention 5).',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: {
        path: '^apps/web/src/features/[^/]+/',
        pathNot: ['^apps/web/src/features/$1/', '^apps/web/src/features/[^/]+/index[.]tsx?$'],
      },
    },
    {
      name: 'web-shared-code-imports-no-feature',
      severity: 'error',
      comment: 'apps/web/src/components and lib are the shared layer under the features: they import no feature.',
      from: { path: '^apps/web/src/(components|lib)/' },
      to: { path: '^apps/web/src/features/' },
    },
    {
      name: 'packages-import-no-app',
      severity: 'error',
      comment: 'packages/* are the bottom layers (domain, db): they import nothing from apps/*.',
      from: { path: '^packages/' },
      to: { path: '^apps/' },
    },
    {
      name: 'domain-imports-no-db',
      severity: 'error',
      comment: 'packages/domain holds pure rules and schemas shared with the browser: it imports nothing from packages/db.',
      from: { path: '^packages/domain/' },
      to: { path: '^packages/db/' },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment: 'An import that resolves to nothing is a typo or a missing dependency.',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: ['node_modules'] },
    exclude: { path: ['(^|/)dist/', '(^|/)dist-ssr/', '(^|/)node_modules/', '^packages/db/migrations/', '^packages/db/data/'] },
    tsPreCompilationDeps: true,
    combinedDependencies: false,
    preserveSymlinks: false,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    reporterOptions: {
      dot: {
        collapsePattern: [
          '^apps/api/src/modules/[^/]+',
          '^apps/api/src/workflows/[^/]+',
          '^apps/api/src/(plugins|lib)',
          '^apps/web/src/features/[^/]+',
          '^apps/web/src/(app|components|lib|i18n)',
          '^packages/domain/src/[^/]+',
          '^packages/db/src/[^/]+',
          'node_modules/(@[^/]+/[^/]+|[^/]+)',
        ],
      },
    },
  },
};
