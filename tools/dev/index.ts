/** Public surface of the Cockpit tools. */
export { stackPorts, startStack, type RunningStack, type StackOptions } from './stack';
export { assertBrowserSafePorts } from './browser-ports';
export { CHROMIUM_LAUNCH } from './chromium-launch';
export { startRemoteServer, startShellServer } from './bundle-server';
export { discoverBundles, discoverRemotes, REPO_ROOT, type Bundle } from '../build/topology';
export {
  defaultRemotesManifest,
  defaultRuntimeConfig,
  ensureRuntimeFiles,
  remoteManifestUrl,
  type StackPorts,
} from '../deploy/runtime-files';
export { defaultLayouts } from '../deploy/default-layouts';
export { contentSecurityPolicy } from '../deploy/content-security-policy';
export { buildVariant, type SourceEdit, type VariantOptions } from '../build/variant-build';
export { packPackages, panelTeam, type PackedPackages } from '../build/panel-team';
export { createUser as createFleetUser } from '@cockpit/console';
export { DEFAULT_GROUPS, fleetDataDir, provisionFleetConfig, startFleetService } from './fleet-service';
