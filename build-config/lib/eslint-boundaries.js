// The import rules of a panel remote, one copy for this workspace's eslint.config.mjs and every scaffolded team's:
// a remote reaches the network, the cache and charts only through @cockpit/shared-sdk (one shared copy per page).
const otherPackages = [
  '@cockpit/shell',
  '@cockpit/remote-*',
  '@cockpit/panels-*',
  '@cockpit/api-server',
  '@cockpit/tools',
];

const noOtherPackage = {
  group: otherPackages,
  message: 'A remote imports only @cockpit/shared-sdk: never the shell or another remote.',
};
const noReachingIn = {
  group: ['*/shell/*', '*/remote-hub/*', '*/remote-xndx/*', '*/remote-panels/*', '*/shared-sdk/src/*'],
  message: 'No reaching into another package by path.',
};

/** `no-restricted-imports` options for a remote's sources. */
const remoteRestrictions = {
  patterns: [
    noOtherPackage,
    noReachingIn,
    {
      group: ['echarts', 'echarts/*'],
      message: 'Use EChart from @cockpit/shared-sdk (one shared, tree-shaken echarts).',
    },
    {
      group: ['axios', '@tanstack/react-query'],
      message: 'Fetch through the typed API and hooks of @cockpit/shared-sdk.',
    },
    { group: ['@mui/material/*'], message: "Import MUI from the shared root: import { Box } from '@mui/material'." },
  ],
};

/** A remote's tests may use any library, but still no other package. */
const remoteTestRestrictions = { patterns: [noOtherPackage, noReachingIn] };

/** API text is rendered as text, never as HTML. */
const noInnerHtml = [
  'error',
  {
    selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
    message: 'API text is rendered as text, never as HTML.',
  },
];

module.exports = { otherPackages, remoteRestrictions, remoteTestRestrictions, noInnerHtml };
