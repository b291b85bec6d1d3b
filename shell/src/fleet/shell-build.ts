// Compiled in by the shell's webpack config (DefinePlugin): `shell@<version>+<hash>` of the sources it was built from.
declare const __COCKPIT_SHELL_BUILD__: string | undefined;

/** The shell's build identity, `shell@<version>+<hash>` (a test or an unknown build says so). */
export const SHELL_BUILD: string =
  typeof __COCKPIT_SHELL_BUILD__ === 'string' ? __COCKPIT_SHELL_BUILD__ : 'shell@未声明构建标识';
