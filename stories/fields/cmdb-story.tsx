// The shared meta of the configuration-item field stories: the fixture form in Batch2Form with the four CMDB types
// registered beside the built-in ones, the story CMDB transport, and the story ticket for CMDB_CONFIG_TAB.
import type { Meta } from '@storybook/react-vite';
import { builtinFieldPlugins } from '@plugins/fields';
import { configurationItemField } from '@plugins/fields/CONFIGURATION_ITEM';
import { cmdbModelField } from '@plugins/fields/CMDB_MODEL';
import { cmdbConfigField } from '@plugins/fields/CMDB_CONFIG';
import { CmdbFormProvider, cmdbConfigTabField } from '@plugins/fields/CMDB_CONFIG_TAB';
import { Batch2Form, type Batch2Mode } from './batch2-form';
import { cmdbAdapter, cmdbStoryTicket } from './cmdb-adapter';

const cmdb = [configurationItemField, cmdbModelField, cmdbConfigField, cmdbConfigTabField];
const cmdbTypes = new Set(cmdb.map((def) => def.type));
/** The built-in plugins with the CMDB types once (whether the built-in list names them yet or not). */
export const cmdbStoryPlugins = [...builtinFieldPlugins.filter((def) => !cmdbTypes.has(def.type)), ...cmdb];

const modes: Batch2Mode[] = ['edit', 'readOnly', 'disabled', 'empty'];

/** Everything of a CMDB field story file's meta but its title. */
export function cmdbMeta({ schema, values }: { schema: unknown; values?: Record<string, unknown> }) {
  const mode: Batch2Mode = 'edit';
  return {
    component: Batch2Form,
    args: { schema, values, mode },
    argTypes: { mode: { control: 'inline-radio', options: modes }, schema: { table: { disable: true } }, values: { table: { disable: true } } },
    decorators: [
      (Story) => (
        <CmdbFormProvider value={{ workOrderId: cmdbStoryTicket.workOrderId }}>
          <Story />
        </CmdbFormProvider>
      ),
    ],
    parameters: { runtime: { plugins: { fields: cmdbStoryPlugins }, requestAdapter: cmdbAdapter() } },
  } satisfies Omit<Meta<typeof Batch2Form>, 'title'>;
}
