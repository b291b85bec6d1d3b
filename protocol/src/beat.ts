import { Type, type Static } from '@sinclair/typebox';
import { BEAT_LIMITS, PANEL_ID_PATTERN, PANEL_STATES, SCREENSHOT_MAX_BYTES, WALL_ID_PATTERN } from './constants';
import { healthBeatSchema, screenBeatSchema, type ProfileOrder } from './health';

const text = (maxLength: number) => Type.String({ maxLength });
const ms = Type.Integer({ minimum: 0 });

/** The last error a slot's panel met: its class (`ApiError`, `RemoteLoadError`, `RenderError`, …) and message. */
export const slotErrorSchema = Type.Object(
  { class: text(BEAT_LIMITS.errorClass), message: text(BEAT_LIMITS.message), at: Type.Optional(ms) },
  { additionalProperties: false },
);
export type SlotBeatError = Static<typeof slotErrorSchema>;

const panelId = Type.String({ pattern: PANEL_ID_PATTERN, maxLength: BEAT_LIMITS.panelId });
const panelState = Type.Union(PANEL_STATES.map((s) => Type.Literal(s)));

/** One panel of a slot's rotation, shown now or waiting for its turn. */
export const panelBeatSchema = Type.Object(
  {
    panel: panelId,
    state: panelState,
    /** Build identity its running code reports (absent while it loads or when it failed to load). */
    build: Type.Optional(text(BEAT_LIMITS.build)),
    /** How old its data is, ms. */
    dataAgeMs: Type.Optional(ms),
    lastError: Type.Optional(slotErrorSchema),
    /** It has been the slot's showing panel with data, on the build it runs now, since that build mounted: its View has rendered. */
    shown: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type PanelBeat = Static<typeof panelBeatSchema>;

/** One slot as the wall lays it out and runs it. */
export const slotBeatSchema = Type.Object(
  {
    /** The slot's id on its page (`data-slot`). */
    slot: text(80),
    /** Where the slot sits on the 1920x1080 design canvas. */
    position: Type.Object(
      { x: Type.Number(), y: Type.Number(), width: Type.Number({ minimum: 0 }), height: Type.Number({ minimum: 0 }) },
      { additionalProperties: false },
    ),
    /** The panel shown now, `<remote>/<panel>`. */
    panel: panelId,
    /** Its title as the frame shows it. */
    title: Type.Optional(text(BEAT_LIMITS.title)),
    state: panelState,
    /** Build identity the running code reports, `<remote>@<version>+<hash>` (absent while it loads or when it failed to load). */
    build: Type.Optional(text(BEAT_LIMITS.build)),
    /** How old the shown data is, ms. */
    dataAgeMs: Type.Optional(ms),
    lastError: Type.Optional(slotErrorSchema),
    /** Errors of this slot's panels since the previous beat. */
    errorCount: ms,
    /** Every panel of the slot's rotation (one for a plain slot). */
    rotation: Type.Optional(Type.Array(panelId, { maxItems: BEAT_LIMITS.rotation })),
    /** Every panel of the rotation with its own state and build (walls before this field send only the shown one). */
    panels: Type.Optional(Type.Array(panelBeatSchema, { maxItems: BEAT_LIMITS.rotation })),
  },
  { additionalProperties: false },
);
export type SlotBeat = Static<typeof slotBeatSchema>;

/** `POST /api/walls/:wallId/beat` (wall key in `Authorization: Bearer`): what a wall says of itself. */
export const beatSchema = Type.Object(
  {
    group: Type.String({ pattern: WALL_ID_PATTERN }),
    /** The route it shows (`/`, `/xndx`). */
    route: text(200),
    /** The shell's build identity. */
    shellBuild: text(BEAT_LIMITS.build),
    sdkVersion: text(40),
    uptimeMs: ms,
    /** How often this wall beats (its `fleetHeartbeatMs`): three missed beats make it offline. */
    beatIntervalMs: Type.Integer({ minimum: 1000, maximum: 600_000 }),
    viewport: Type.Object(
      { width: Type.Integer({ minimum: 0 }), height: Type.Integer({ minimum: 0 }), scale: Type.Number({ minimum: 0 }) },
      { additionalProperties: false },
    ),
    /** Used JS heap, bytes, where the browser tells it. */
    heapBytes: Type.Optional(ms),
    /** A short hash of the remotes manifest the wall runs. */
    manifestRevision: text(80),
    /** Each remote's build as the wall's manifest names it (remote → manifest URL). */
    remotes: Type.Optional(Type.Record(Type.String({ maxLength: 40 }), text(500))),
    slots: Type.Array(slotBeatSchema, { maxItems: BEAT_LIMITS.slots }),
    /** The screenshot request the wall answers with a `POST …/screenshot` right after this beat, if any. */
    screenshotFor: Type.Optional(text(BEAT_LIMITS.requestId)),
    /** Its screen now by its group's schedule: off, or on with the daypart in force (absent: a wall from before schedules). */
    screen: Type.Optional(screenBeatSchema),
    /** The wall's clock against the service's, measured from the previous beats' answers (the service's minus the wall's), and over what round trip. */
    clock: Type.Optional(
      Type.Object(
        {
          offsetMs: Type.Number({ minimum: -1e10, maximum: 1e10 }),
          rttMs: Type.Number({ minimum: 0, maximum: 600_000 }),
        },
        { additionalProperties: false },
      ),
    ),
    /** The page started from the wall's cache (a server was down at its start): when that page was stored, and whether the display server answers again. */
    cacheStart: Type.Optional(Type.Object({ pageStoredAt: ms, live: Type.Boolean() }, { additionalProperties: false })),
    /** Its frames, long frames, device score and the profile it runs, and why (absent: a wall from before health). */
    health: Type.Optional(healthBeatSchema),
  },
  { additionalProperties: false },
);
export type WallBeat = Static<typeof beatSchema>;

/** The fleet service's answer to a beat. */
export interface BeatReply {
  ok: true;
  /** The group the service records for this wall (an operator may have moved it): the wall follows it without a page load. */
  group?: string;
  /** The wall's name as the operator gave it. */
  name?: string;
  location?: string;
  /** When set, the operator asked for a screenshot: capture the canvas and post it with this id. */
  screenshotRequest?: string;
  /** The profile an operator set for this wall or its group (absent: none, the wall decides by its own benchmark). */
  profile?: ProfileOrder;
  /** The service's clock when the beat arrived and when this answer left: the wall measures its offset from them. */
  clock?: { receivedAt: number; sentAt: number };
}

/** `POST /api/walls/:wallId/screenshot` (wall key): the captured design canvas (the shell draws it at 960x540). */
export const screenshotPostSchema = Type.Object(
  {
    requestId: text(BEAT_LIMITS.requestId),
    /** A `data:image/png;base64,…` or `data:image/jpeg;base64,…` URL. */
    image: Type.String({
      pattern: '^data:image/(png|jpeg|webp);base64,[A-Za-z0-9+/=]+$',
      maxLength: SCREENSHOT_MAX_BYTES,
    }),
    width: Type.Integer({ minimum: 1, maximum: 8000 }),
    height: Type.Integer({ minimum: 1, maximum: 8000 }),
  },
  { additionalProperties: false },
);
export type ScreenshotPost = Static<typeof screenshotPostSchema>;
