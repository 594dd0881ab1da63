// The shared meta and stories of the batch-2 field stories: a story file only names its fixture,
// its stored values and, where the fields call the server, the story transport.
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RuntimeOptions } from '@core';
import { builtinFieldPlugins } from '@plugins/fields';
import { Batch2Form, type Batch2Mode } from './batch2-form';

/** What one batch-2 field story file supplies. */
export interface Batch2StoryOptions {
  /** A server form schema (`fixtures/fields/<TYPE>.fields.json`). */
  schema: unknown;
  /** Stored values shown in every mode but `empty`. */
  values?: Record<string, unknown>;
  /** The story transport (`batch2Adapter()`) for fields that load options or upload files. */
  requestAdapter?: RuntimeOptions['requestAdapter'];
}

const modes: Batch2Mode[] = ['edit', 'readOnly', 'disabled', 'empty'];

/** Everything of a batch-2 story file's meta but its (statically read) title. */
export function batch2Meta({ schema, values, requestAdapter }: Batch2StoryOptions) {
  const mode: Batch2Mode = 'edit';
  return {
    component: Batch2Form,
    args: { schema, values, mode },
    argTypes: { mode: { control: 'inline-radio', options: modes }, schema: { table: { disable: true } }, values: { table: { disable: true } } },
    parameters: { runtime: { plugins: { fields: builtinFieldPlugins }, ...(requestAdapter ? { requestAdapter } : {}) } },
  } satisfies Omit<Meta<typeof Batch2Form>, 'title'>;
}

/** The story of the fixture form in one mode. */
export function batch2Story(mode: Batch2Mode): StoryObj<typeof Batch2Form> {
  return { args: { mode } };
}
