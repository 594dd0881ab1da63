/**
 * What the harness (Node, playwright) and the variant pages (browser) agree
 * on: scenario ids, sizes, and the `window.__bench` API every page installs.
 */

/** Scenario ids, in report order. */
export const SCENARIOS = ['mount200', 'mount1000', 'keystroke', 'fanout', 'table', 'route', 'options', 'worklist', 'detail', 'calendar300', 'topology200'] as const;
export type ScenarioId = (typeof SCENARIOS)[number];

/** Variants: R = our runtime, B = plain Formily + antd-mobile, F = antd-mobile inputs with local state. */
export type VariantId = 'R' | 'B' | 'F';

/** Metrics of one sample, by name (milliseconds unless the name says otherwise). */
export type Metrics = Record<string, number>;

/** Sizes of the scenarios (pages and fixtures read them from here). */
export const SIZES = {
  mount200: 200,
  mount1000: 1000,
  /** Field typed into in the keystroke scenario (1-based), of `mount1000` fields. */
  keystrokeField: 500,
  /** Keystrokes per sample. */
  keystrokes: 8,
  fanoutDependents: 100,
  tableRows: 2000,
  tableColumns: 10,
  routeFields: 50,
  optionSelects: 50,
  /** Tickets per list in the worklist scenario (issue 15: 2000), and the page size of `h5workOrder/list` (the block's). */
  worklistRows: 2000,
  worklistPageSize: 10,
  /** Changes in each of the two months of the calendar scenario (issue 19 item 7). */
  calendarChanges: 300,
  /** Topology scenario (issue 21 item 3): at least this many nodes in the hub's graph, of this depth. */
  topologyNodes: 200,
  topologyDepth: 2,
  /** Frames of finger movement in each gesture (pan, pinch). */
  topologyGestureFrames: 30,
} as const;

/** Viewport of every page (a mid-range phone). */
export const VIEWPORT = { width: 390, height: 844 } as const;

/** One interaction seen by Event Timing: its id, the longest duration of its events, and their names. */
export interface Interaction {
  id: number;
  duration: number;
  names: string[];
}

/** The API of a variant page (`window.__bench`). */
export interface BenchPageApi {
  variant: VariantId;
  /** Scenarios the page implements. */
  scenarios: ScenarioId[];
  /** Scenarios the page cannot run yet, with the reason (reported as blocked, never as a number). */
  blocked: Partial<Record<ScenarioId, string>>;
  /** Loads data and prepares state that is not part of the measurement. */
  prepare(scenario: ScenarioId): Promise<void>;
  /** Runs the measured part and returns its metrics. */
  run(scenario: ScenarioId): Promise<Metrics>;
  /** Keystroke scenario: mounts the form, brings the target field into view and returns a selector of its input. */
  keystrokeTarget(): Promise<string>;
  /** Keystroke scenario: per-interaction latency (max Event Timing duration per interactionId), in order. */
  interactions(): Promise<Interaction[]>;
}

declare global {
  interface Window {
    __bench?: BenchPageApi;
    /** Set by `profile.ts --phase`: the `measure` label to profile on its own. */
    __benchProfilePhase?: string;
  }
}

/** Title of a bench field (1-based index); pages render it as the label. */
export const fieldTitle = (index: number): string => `字段 ${index}`;
/** Code of a bench field (1-based index). */
export const fieldCode = (index: number): string => `f${index}`;
/** Code of the fan-out trigger. */
export const TRIGGER_CODE = 'trigger';
/** Trigger value that hides the dependents (anything else shows them and makes them required). */
export const HIDE_VALUE = 'hide';
/** Dictionary and entry of the option scenario (seeded in the fixture gateway) and the label it shows. */
export const OPTION_DICT = { dictId: 'dict-urgency', value: '3', label: '紧急' } as const;
/** Demo user the option scenario logs in as. */
export const BENCH_USER = 'zhangsan';
