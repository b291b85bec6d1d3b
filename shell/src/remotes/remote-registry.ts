import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { BehaviorSubject, distinctUntilChanged, map, type Observable } from 'rxjs';
import type { PanelMinSize, RemoteBuildInfo } from '@cockpit/shared-sdk';
import type { RemotesManifest } from '../config/config-schemas';
import { linkedMinimums, remotesLinked } from './linked-minimums';
import { assertSdkCompatible, moduleBuild } from './remote-build';
import { RemoteManifests } from './remote-manifests';
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
  /** Each entry's manifest: the build it declares, handed to MF, its first module's scripts started early. */
  private readonly manifests = new RemoteManifests((remote) => this.entries.value[remote]);

  constructor(private readonly timeoutMs: number) {}

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
    for (const name of changed) if (current[name]) this.manifests.forget(current[name]);
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

  /**
   * The declared minimum slot size of each panel of `remotes`, from their manifests (read once, as before a load).
   * A manifest that cannot be read in time says nothing: its panels are then not held to a minimum. The monolith
   * has no manifests: there each of `panels` is held to what its statically linked descriptor declares.
   */
  async panelMinimums(remotes: string[], panels: string[] = []): Promise<Map<string, PanelMinSize>> {
    if (remotesLinked()) return linkedMinimums(panels, (id) => loadRemote(id));
    const found = new Map<string, PanelMinSize>();
    await Promise.all(
      remotes.map(async (remote) => {
        const entry = this.entries.value[remote];
        if (!entry) return;
        const declared = await withTimeout(this.manifests.declaredMinSizes(entry), this.timeoutMs, 'timeout').catch(
          () => ({}),
        );
        for (const [name, min] of Object.entries(declared)) found.set(`${remote}/${name}`, min);
      }),
    );
    return found;
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
      assertSdkCompatible(await withTimeout(this.manifests.declaredBuild(entry), this.timeoutMs, timeout));
    } catch (error) {
      this.manifests.dropText(entry);
      throw error;
    }
    if (this.dirty.delete(remote)) registerRemotes([{ name: remote, entry }], { force: true });
    let module: T | null | undefined;
    try {
      module = await withTimeout(loadRemote<T>(id), this.timeoutMs, timeout);
    } catch (error) {
      this.dirty.add(remote);
      throw new Error(shortReason(error));
    } finally {
      this.manifests.settled(entry);
    }
    if (!module) throw new Error('远程模块返回为空');
    const build = moduleBuild(module);
    assertSdkCompatible(build);
    return { module, build };
  }
}
