/**
 * The version of this shared-sdk (semver; equal to its package.json version). The shell compares each
 * remote's required range with the SDK it provides before mounting the remote.
 */
export const SDK_VERSION = '2.12.0';
