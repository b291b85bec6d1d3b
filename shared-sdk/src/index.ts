/**
 * @packageDocumentation
 * shared-sdk: the one contract between the Cockpit shell and its remotes.
 * Remotes import only from here; it is shared as a Module Federation singleton.
 */
import './helpers/dayjs-setup';

export { SDK_VERSION } from './version';

export * from './http/constants';
export { STATUS_MESSAGES, statusMessage } from './http/status-messages';
export { ApiError, describeError, type ApiErrorKind } from './http/errors';
export { configureHttp, getHttpSettings, cockpitBaseUrl, type HttpSettings } from './http/http-settings';
export { http, createHttpClient } from './http/client';
export type { ApiEnvelope, CockpitRequestConfig, CockpitRequestFlags } from './http/request-options';
export * from './api';

export { getBus, createBus, type CockpitBus } from './bus/bus';
export { SystemStore, DEFAULT_TITLE, type DictOption, type DictMap } from './bus/system-store';
export { UserStore, type UserState } from './bus/user-store';
export { ToastStore, TOAST_DEDUPE_MS, type Toast, type ToastLevel } from './bus/toast-store';
export { getToken } from './bus/token-storage';
export { loadDict } from './bus/dict-loader';

export { useObservable } from './hooks/use-observable';
export { useTitle } from './hooks/use-title';
export { useDict, dictLabel } from './hooks/use-dict';
export { useNow } from './hooks/use-now';
export { usePanelQuery, useDetailQuery, backoffDelay, PANEL_QUERY_RETRIES } from './hooks/use-panel-query';

export { countBy } from './helpers/count-by';
export { rowSpans } from './helpers/row-span';
export { dayjs, ageText } from './helpers/dayjs-setup';

export {
  CHART_PALETTE,
  TABLE_HEADER_COLOR,
  ACTIVE_PAGE_COLOR,
  COLORS,
  DIGITS_FONT_FAMILY,
  FONT_FAMILY,
  WALL_FONT_FAMILY,
} from './theme/palette';
export { cockpitTheme } from './theme/theme';
export { CENTRED_COLUMN, CENTRED_OVERLAY } from './theme/centred';
export { EChart, liveChartCount, type ChartOption, type ChartClick, type EChartProps } from './charts/echart';
export { loadChartEngine, type ChartEngine } from './charts/chart-engine';
export { linearGradient } from './charts/linear-gradient';
export { AnimatedCounter } from './widgets/animated-counter';
export { ScrollBoard, type BoardColumn } from './widgets/scroll-board';
export { StatTile, type StatTileProps } from './widgets/stat-tile';
export { PagedTable, type TableColumn } from './widgets/paged-table';
export { useAutoPager, useFitPager, pagedTableProps } from './widgets/use-auto-pager';
export { rowsThatFit } from './sizing/rows-that-fit';
export {
  typeScaleFor,
  typeSize,
  TYPE_SCALE_STEPS,
  TYPE_SCALE_VAR,
  REFERENCE_SLOT,
  type SlotSize,
} from './sizing/type-scale';
export { useTypeScale } from './sizing/type-scale-context';
export { useElementSize } from './sizing/use-element-size';
export { scaleChartText } from './charts/scale-chart-text';
export { DetailDialog, useDetailDialog } from './widgets/detail-dialog';

export * from './panel/panel-types';
export { PanelHostContext, usePanelHost } from './panel/panel-host-context';
export { panelState, defaultIsEmpty } from './panel/panel-state';
export { PanelFrame, type PanelFrameProps } from './panel/panel-frame';
export { PanelLoading, PanelEmpty, PanelError } from './panel/panel-placeholder';
export { PanelErrorBoundary } from './panel/panel-error-boundary';
export { PanelRunner } from './panel/panel-runner';
export { PanelSlot } from './panel/panel-slot';
export { reportRunningBuild, runningBuilds } from './panel/running-builds';
export { SlotLayout, type PageLayout } from './panel/slot-layout';
export { PageLayoutContext, usePageLayout } from './layouts/page-layout-context';
export {
  pageLayoutSchema,
  slotSpecSchema,
  layoutsFileSchema,
  LAYOUT_LIMITS,
  minSizeFault,
  type LayoutsFile,
  type PanelMinSize,
  type MinSizeFault,
} from './layouts/layout-schema';
export { freshnessLimit, isOverAge, MIN_FRESHNESS_MS } from './panel/freshness';
export { useOverAge } from './hooks/use-over-age';
export { watchStaleRecovery, type StaleRecovery } from './hooks/stale-recovery';
export { RotatingSlot, DEFAULT_ROTATE_MS, type SlotSpec } from './slots/rotating-slot';
export {
  choosePanel,
  rotate,
  skippedIndexes,
  hasData,
  type RotationState,
  type RotationEvent,
} from './slots/rotation-choice';
export {
  SlotBoard,
  getSlotBoard,
  type SlotStatus,
  type PanelStatus,
  type PanelDiagnostics,
  type SkippedPanel,
} from './slots/slot-board';
export { SkipMarker, SKIP_REASONS, describeSkipped } from './slots/skip-marker';
export type { PanelStatusListener } from './slots/use-report-status';

/** The data cache the shell provides (re-exported so tests and the shell need no direct dependency). */
export { QueryClient, QueryClientProvider } from '@tanstack/react-query';

export { AnimationScope, useAnimationsRunning } from './animation/animation-scope';
export { useBeat } from './animation/use-beat';
export { useEnterAnimation } from './animation/use-enter-animation';
export {
  getMotionProfile,
  setMotionProfile,
  onMotionProfile,
  useMotionProfile,
  useMotionsOn,
  MOTION_PROFILES,
  MOTION_ATTRIBUTE,
  type MotionProfile,
} from './animation/motion-profile';
export { MUI_PARTS, type MuiPart } from './mui-parts-list';
export { ClockOffsetFilter, estimateOf, type ClockSample, type OffsetEstimate } from './schedule/clock-offset';
export {
  fleetNow,
  fleetClockOffset,
  fleetClockOffset$,
  setFleetClockOffset,
  setPositionsFromFleetClock,
  positionsFromFleetClock,
} from './schedule/fleet-clock';

export {
  WIDGET_KINDS,
  WIDGET_KIND_NAMES,
  WIDGET_OPTION_SCHEMAS,
  type WidgetKind,
  type WidgetOptions,
} from './widget-config/widget-kinds';
export {
  readWidgetConfig,
  widgetPanelId,
  widgetBindingSchema,
  WIDGET_CONFIG_MAX_CHARS,
  type WidgetConfig,
  type WidgetReading,
} from './widget-config/widget-config';
export { WIDGET_COLOURS, WIDGET_COLOUR_NAMES, colourHex, type WidgetColour } from './widget-config/widget-palette';
export { SlotWidgetContext, useSlotWidget } from './widget-config/slot-widget-context';
export { useSourceReading } from './sources/use-source-reading';
export {
  setSourceReader,
  getSourceReader,
  asSourceReading,
  setReadingsPushed,
  pushSourceReading,
  type SourceReader,
  type PushedReading,
} from './sources/source-reader';
export type { SourceReading } from '@cockpit/protocol';
export {
  setMapReader,
  getMapReader,
  regionNames,
  unmatchedNames,
  type MapReader,
  type MapGeometry,
} from './maps/map-reader';
export { useRegisteredMap, MAP_REREAD_MS, type RegisteredMap } from './maps/use-registered-map';
