import { registerPlugins } from '@module-federation/enhanced/runtime';
import type { PanelMinSize, RemoteBuildInfo } from '@cockpit/shared-sdk';
import { takePrefetched } from '../config/prefetched';
import { manifestBuild, manifestMinSizes } from './remote-build';
import { dropPreloads, remoteScripts, preloadScripts } from './preload-exposed';

/** The folder of an entry URL: its manifest, remoteEntry.js and chunks live there. */
const folderOf = (entry: string) => entry.replace(/[?#].*$/, '').replace(/\/[^/]*$/, '/');

/**
 * The remotes' `mf-manifest.json`, read once per entry URL: the build it declares (checked before
 * any of its code runs), the text handed to MF's own first fetch of it, and the scripts of the first
 * module MF is asked for, started at once (the entry and the module's files side by side, instead of
 * one after the other).
 */
export class RemoteManifests {
  /** Entry URL → the build its manifest declares. */
  private readonly declared = new Map<string, Promise<RemoteBuildInfo | undefined>>();
  /** Entry URL → the manifest text just read, handed to MF's first fetch of it. */
  private readonly texts = new Map<string, string>();
  /** Entry URL → the manifest, until the first module of that remote is requested. */
  private readonly unstarted = new Map<string, unknown>();
  /** Entry URL → its panels' declared minimum sizes, once its manifest is read. */
  private readonly minimums = new Map<string, Record<string, PanelMinSize>>();

  /** `entryOf`: a remote's registered entry URL. Registers the MF runtime plugin (federated build; a no-op in the monolith). */
  constructor(entryOf: (remote: string) => string | undefined) {
    registerPlugins([
      {
        name: 'cockpit-manifest-handover',
        // MF would fetch each manifest again right after the check (one more round trip before remoteEntry.js):
        // it gets the text just read, once; any later fetch (a retry, a re-registration) goes to the network.
        fetch: (url: string) => {
          const text = this.texts.get(url);
          if (text === undefined) return undefined;
          this.texts.delete(url);
          return Promise.resolve(new Response(text, { headers: { 'content-type': 'application/json' } }));
        },
        beforeRequest: (args) => {
          const entry = entryOf(args.id.split('/')[0]);
          if (entry && this.unstarted.has(entry)) preloadScripts(remoteScripts(this.unstarted.get(entry), entry));
          if (entry) this.unstarted.delete(entry);
          return args;
        },
      },
    ]);
  }

  /** What the manifest at `entry` declares (prefetch.js's response first); one that cannot be read now is left to the loader to report. */
  declaredBuild(entry: string): Promise<RemoteBuildInfo | undefined> {
    let declared = this.declared.get(entry);
    if (!declared) {
      declared = takePrefetched(entry)
        .then((prefetched) => prefetched ?? fetch(entry, { cache: 'no-cache' }))
        .then((response) => (response.ok ? response.text() : undefined))
        .then((text) => {
          if (text === undefined) return undefined;
          const manifest: unknown = JSON.parse(text);
          this.texts.set(entry, text);
          this.unstarted.set(entry, manifest);
          this.minimums.set(entry, manifestMinSizes(manifest));
          return manifestBuild(manifest);
        })
        .catch(() => undefined);
      this.declared.set(entry, declared);
      void declared.then((build) => build || this.declared.delete(entry));
    }
    return declared;
  }

  /** The minimum slot sizes the manifest at `entry` declares by panel name (none until it is read, or from a build before minimums). */
  async declaredMinSizes(entry: string): Promise<Record<string, PanelMinSize>> {
    await this.declaredBuild(entry);
    return this.minimums.get(entry) ?? {};
  }

  /** MF will not fetch `entry`'s manifest now (the check failed): a later fetch reads the network. */
  dropText(entry: string): void {
    this.texts.delete(entry);
    this.unstarted.delete(entry);
  }

  /** An entry replaced by another (a swap): its manifest is read again if it comes back (a rollback). */
  forget(entry: string): void {
    this.declared.delete(entry);
    this.minimums.delete(entry);
    this.dropText(entry);
  }

  /** A load from `entry` has settled: its scripts have run or failed, their preload links can go. */
  settled(entry: string): void {
    dropPreloads(folderOf(entry));
  }
}
