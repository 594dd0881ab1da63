// Shapes of `schemadesk lint`: what a rule reports, what a file is, what the rules may look up.
import type { BlockDefinition } from '@core/registry';
import type { FieldTypeLookup } from '@core/form/value-kind';
import type { Texts } from '../shared/language';
import type { JsonDocument } from './json-position';

/** How bad a finding is: errors fail the run (exit code 1), warnings do not. */
export type Severity = 'error' | 'warning';

/** What kind of file is linted (from its name, else from its content). */
export type FileKind = 'form' | 'triggerMap' | 'buttons' | 'page' | 'workflow' | 'process' | 'bpmn';

/** A certain fix: the string at `path` becomes `value` (the rest of the file is left as written). */
export interface Fix {
  path: string;
  value: string;
}

/** What a rule reports before the file's position is known. */
export interface Report {
  rule: string;
  /** JSON pointer of the value (for a .bpmn file: `/<process id>/<element id>`). */
  path: string;
  message: Texts;
  /** Where in the text, when the pointer cannot say (inside embedded BPMN XML). */
  offset?: number;
  fixes?: Fix[];
}

/** One finding, as printed and as `--format json` gives it. */
export interface Finding {
  file: string;
  path: string;
  line: number;
  column: number;
  rule: string;
  severity: Severity;
  message: Texts;
  /** `--fix` would repair it. */
  fixable?: boolean;
}

/** The per-file settings of a `<name>.lint.json` sidecar (or of a `--config` file's `files` entry). */
export interface FileSettings {
  /** The form a trigger map names its fields from (path relative to the sidecar or config file). */
  form?: string;
  /** Rule ids this file breaks on purpose: reported as expected, not counted; an expected rule not found is an error. */
  expect?: string[];
}

/** What the rules look up: the registered field types and page blocks. Loaded once, lazily. */
export interface LintEnvironment {
  fieldTypes(): Promise<FieldTypeLookup>;
  blocks(): Promise<ReadonlyMap<string, BlockDefinition>>;
}

/** One file as the rules see it. */
export interface LintInput {
  file: string;
  kind: FileKind;
  text: string;
  /** Absent for .bpmn files. */
  doc?: JsonDocument;
  fieldTypes: FieldTypeLookup;
  blocks: ReadonlyMap<string, BlockDefinition>;
  /** The paired form of a trigger map (parsed), when one was found. */
  form?: { file: string; value: unknown };
}
