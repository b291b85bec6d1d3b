import { allocatorChanges, rendererAllocators } from './soak-allocators';

const mb = (n: number) => ({ attrs: { size: { value: Math.round(n * 1024 * 1024).toString(16) } } });
const processName = (pid: number, name: string) => ({ ph: 'M', pid, name: 'process_name', args: { name } });
const dump = (pid: number, allocators: Record<string, ReturnType<typeof mb>>) => ({
  ph: 'v',
  pid,
  args: { dumps: { allocators } },
});

describe('rendererAllocators', () => {
  it('takes the renderer with the most memory, its allocators up to three levels deep, in MB', () => {
    const events = [
      processName(1, 'Browser'),
      processName(2, 'Renderer'),
      processName(3, 'Renderer'),
      dump(1, { malloc: mb(300) }),
      dump(2, { malloc: mb(5) }),
      dump(3, {
        malloc: mb(40),
        'partition_alloc/partitions/buffer': mb(12.5),
        'partition_alloc/partitions/buffer/thread_0': mb(1),
        'v8/main/heap': mb(18),
        'skia/sk_glyph_cache': mb(2),
        'blink_gc/main/heap/0x1f': mb(3),
      }),
    ];
    expect(rendererAllocators(events)).toEqual({
      malloc: 40,
      'partition_alloc/partitions/buffer': 12.5,
      'v8/main/heap': 18,
      'skia/sk_glyph_cache': 2,
    });
  });

  it('is empty when the dump has no renderer', () => {
    expect(rendererAllocators([processName(1, 'Browser'), dump(1, { malloc: mb(3) })])).toEqual({});
  });
});

describe('allocatorChanges', () => {
  it('lists what changed by at least the threshold, largest change first, new and gone allocators too', () => {
    const changes = allocatorChanges(
      { malloc: 40, cc: 3, gone: 2, same: 9 },
      { malloc: 48, cc: 3.2, fresh: 1, same: 9 },
    );
    expect(changes).toEqual([
      { path: 'malloc', before: 40, after: 48 },
      { path: 'gone', before: 2, after: 0 },
      { path: 'fresh', before: 0, after: 1 },
    ]);
  });
});
