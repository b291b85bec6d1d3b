import {
  definePanel,
  readWidgetConfig,
  useSlotWidget,
  useSourceReading,
  WIDGET_KINDS,
  type PanelData,
  type PanelDescriptor,
  type PanelMinSize,
  type PanelViewProps,
  type WidgetKind,
  type WidgetOptions,
} from '@cockpit/shared-sdk';
import { useMemo, type ComponentType } from 'react';
import type { Shaped } from './shapes';

/** What a widget's view gets: its slot's display options and the mapping's value in the kind's shape. */
export type WidgetData<K extends WidgetKind, V, X = undefined> = {
  options: WidgetOptions<K>;
  value: V;
} & (X extends undefined
  ? { companion?: undefined }
  : {
      /** What the view draws on besides the value (a map widget's map), from {@link WidgetSpec.useCompanion}. */
      companion: X;
    });

/** What a widget reads besides its source, from its options: pending while neither value nor error has come. */
export type Companion<X> = { value: X | undefined; error: Error | undefined };

interface WidgetSpec<K extends WidgetKind, V, X = undefined> {
  kind: K;
  minSize: PanelMinSize;
  /** The mapping's value in this kind's shape, or why it is not. */
  shape: (value: unknown) => Shaped<V>;
  View: ComponentType<PanelViewProps<WidgetData<K, V, X>>>;
  isEmpty: (value: V) => boolean;
  /** Reads what the view needs besides the source (a hook: called on every render, with the checked options or none). */
  useCompanion?: (options: WidgetOptions<K> | undefined) => Companion<X>;
}

const NO_COMPANION: Companion<undefined> = { value: undefined, error: undefined };

/**
 * A widget kind as a panel: its data is the slot's configuration (checked against the kind's schema: a bad one is
 * this slot's error, in words) read from its source through {@link useSourceReading}, then shaped for the view. A
 * value of the wrong shape is an error too, and a kept good value stays shown (stale) while a new one is wrong.
 */
export function defineWidget<K extends WidgetKind, V, X = undefined>(
  spec: WidgetSpec<K, V, X>,
): PanelDescriptor<WidgetData<K, V, X>> {
  const useCompanion = spec.useCompanion ?? (() => NO_COMPANION as Companion<X>);
  function useWidgetData(): PanelData<WidgetData<K, V, X>> {
    const config = readWidgetConfig(useSlotWidget() ?? {});
    const bad = !config.ok
      ? config.reason
      : config.config.kind !== spec.kind
        ? `组件配置无效：此槽位的面板是${WIDGET_KINDS[spec.kind]}，配置却是 ${config.config.kind}`
        : undefined;
    const ok = config.ok && !bad ? config.config : undefined;
    const reading = useSourceReading(ok?.source, ok?.mapping);
    const options = ok?.options as WidgetOptions<K> | undefined;
    const optionsKey = JSON.stringify(options ?? null);
    const companion = useCompanion(options);
    const waiting = !!spec.useCompanion && companion.value === undefined;
    const shaped = useMemo(() => (reading.data === undefined ? undefined : spec.shape(reading.data)), [reading.data]);
    // The options' content, not their identity, makes new data (the layout is re-read as a new object).
    const data = useMemo(
      () =>
        shaped?.ok && options && !waiting
          ? ({ options, value: shaped.value, companion: companion.value } as unknown as WidgetData<K, V, X>)
          : undefined,
      [shaped, optionsKey, companion.value, waiting],
    );
    if (bad)
      return {
        data: undefined,
        error: new Error(bad),
        isPending: false,
        isFetching: false,
        dataUpdatedAt: 0,
        refetch: () => undefined,
      };
    const shapeError =
      shaped && !shaped.ok ? new Error(`映射结果不适合${WIDGET_KINDS[spec.kind]}：${shaped.reason}`) : undefined;
    return {
      ...reading,
      data,
      error: shapeError ?? companion.error ?? reading.error,
      isPending: reading.isPending || (waiting && !companion.error),
    };
  }
  return definePanel<WidgetData<K, V, X>>({
    id: spec.kind,
    title: WIDGET_KINDS[spec.kind],
    refreshMs: 10_000,
    minSize: spec.minSize,
    useData: useWidgetData,
    View: spec.View,
    isEmpty: (data) => spec.isEmpty(data.value),
  });
}
