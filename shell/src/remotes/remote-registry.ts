import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { BehaviorSubject, distinctUntilChanged, map, type Observable } from 'rxjs';
import type { RemoteBuildInfo } from '@cockpit/shared-sdk';
import type { RemotesManifest } from '../config/config-schemas';
import { assertSdkCompatible, manifestBuild, moduleBuild } from './remote-build';
import { withTimeout } from './with-timeout';

/** A module loaded from a remote, with the identity of the build it came from. */
export interface LoadedModule<T> {
  module: T;
  build: RemoteBuildInfo | undefined;
}

/** Short text of a federation error: the first line, without the runtime's long prefix. */
function shortReason(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  const line = text.split('\n')[0].replace(/^\[ Federation Runtime \]:?\s*/, '');
  return line.length > 160 ? `${line.slice(0, 157)}…` : line;
}

/**
 * The shell's runtime remote registry: remote name → entry URL from the manifest, registered
 * with the MF runtime. A remote whose load failed is re-registered (cache dropped) before the next
 * try, so it heals once it is back; a changed entry bumps the remote's revision (live swap).
 */
export class RemoteRegistry {
  private readonly entries = new BehaviorSubject<Readonly<Record<string, string>>>({});
  private readonly dirty = new Set<string>();
  /** Entry URL → the build its manifest declares (checked before any of its code runs). */
  private readonly declared = new Map<string, Promise<RemoteBuildInfo | undefined>>();
  /** Entry URL → the manifest text just read for that check, handed to MF's first fetch of it. */
  private readonly manifestTexts = new Map<string, string>();

  constructor(private readonly timeoutMs: number) {
    // MF would fetch each manifest again right after the check (one more round trip before remoteEntry.js):
    // it gets the text just read, once; any later fetch (a retry, a re-registration) goes to the network.
    registerPlugins([
      {
        name: 'cockpit-manifest-handover',
        fetch: (url: string) => {
          const text = this.manifestTexts.get(url);
          if (text === undefined) return undefined;
          this.manifestTexts.delete(url);
          return Promise.resolve(new Response(text, { headers: { 'content-type': 'application/json' } }));
        },
      },
    ]);
  }

  /** Registers every remote of the manifest; re-registers (force) those whose entry changed. Returns the changed names. */
  apply(manifest: RemotesManifest): string[] {
    const current = this.entries.value;
    const changed = Object.keys(manifest.remotes).filter((name) => current[name] !== manifest.remotes[name]);
    if (changed.length === 0) return [];
    const isUpdate = Object.keys(current).length > 0;
    registerRemotes(
      changed.map((name) => ({ name, entry: manifest.remotes[name] })),
      { force: isUpdate },
    );
    for (const name of changed) if (current[name]) this.declared.delete(current[name]);
    this.entries.next({ ...manifest.remotes });
    return changed;
  }

  /** Remote name → its registered entry URL. */
  entriesNow(): Record<string, string> {
    return { ...this.entries.value };
  }

  /** Every registered entry URL. */
  entryUrls(): string[] {
    return Object.values(this.entries.value);
  }

  /** The entry URL of a remote: its revision (a new build has a new URL). */
  revision(remote: string): string {
    return this.entries.value[remote] ?? '';
  }

  revision$(remote: string): Observable<string> {
    return this.entries.pipe(
      map((entries) => entries[remote] ?? ''),
      distinctUntilChanged(),
    );
  }

  /** What the manifest at `entry` declares; a manifest that cannot be read now is left to the loader to report. */
  private declaredBuild(entry: string): Promise<RemoteBuildInfo | undefined> {
    let declared = this.declared.get(entry);
    if (!declared) {
      declared = fetch(entry, { cache: 'no-cache' })
        .then((response) => (response.ok ? response.text() : undefined))
        .then((text) => {
          if (text === undefined) return undefined;
          this.manifestTexts.set(entry, text);
          return manifestBuild(JSON.parse(text));
        })
        .catch(() => undefined);
      this.declared.set(entry, declared);
      void declared.then((build) => build || this.declared.delete(entry));
    }
    return declared;
  }

  /**
   * Loads `<remote>/<module>` with a timeout, after checking that the build's shared-sdk range fits
   * the display's. Returns the module and the build identity its code reports; a failure names the
   * remote and why (an incompatible build fails with a permanent error).
   */
  async load<T>(id: string): Promise<LoadedModule<T>> {
    const remote = id.split('/')[0];
    const entry = this.entries.value[remote];
    if (!entry) throw new Error(`远程模块清单中没有 ${remote}`);
    const timeout = `加载超时（${Math.round(this.timeoutMs / 1000)} 秒）`;
    try {
      assertSdkCompatible(await withTimeout(this.declaredBuild(entry), this.timeoutMs, timeout));
    } catch (error) {
      this.manifestTexts.delete(entry); // MF will not fetch it now: a later fetch reads the network
      throw error;
    }
    if (this.dirty.delete(remote)) registerRemotes([{ name: remote, entry }], { force: true });
    let module: T | null | undefined;
    try {
      module = await withTimeout(loadRemote<T>(id), this.timeoutMs, timeout);
    } catch (error) {
      this.dirty.add(remote);
      throw new Error(shortReason(error));
    }
    if (!module) throw new Error('远程模块返回为空');
    const build = moduleBuild(module);
    assertSdkCompatible(build);
    return { module, build };
  }
}
