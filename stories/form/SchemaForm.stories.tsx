import { useRef } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from 'antd-mobile';
import { builtinFieldPlugins } from '@plugins/fields';
import { SchemaForm, useFormSession, type SchemaFormHandle, type SchemaFormMode } from '@react/form';
import { createLargeFormSchema } from '../../fixtures/forms/large-form';
import incident from '../../fixtures/workflows/incident.form.json';
import malformed from '../../fixtures/forms/malformed.form.json';
import unknownComponent from '../../fixtures/forms/unknown-component.form.json';

const large = createLargeFormSchema(1000, { requiredEvery: 250 });
const schemas = { incident, unknownComponent, malformed, large } as const;
type SchemaName = keyof typeof schemas;

interface SchemaFormStoryProps {
  schema: SchemaName;
  mode: SchemaFormMode;
  windowing: boolean;
}

const noValues = {};

/** A fixture schema through useFormSession (no server linkage) and SchemaForm, with validate (scrolls to the first error). */
function SchemaFormStory({ schema, mode, windowing }: SchemaFormStoryProps) {
  const built = useFormSession({ schema: schemas[schema], values: noValues, linkage: false });
  const ref = useRef<SchemaFormHandle>(null);
  const validate = async () => {
    if (!built.ok) return;
    const result = await built.controller.validate();
    if (!result.valid) await ref.current?.scrollToFirstError(result.errors);
  };
  return (
    <div style={{ height: '100vh', overflowY: 'auto' }}>
      <SchemaForm ref={ref} controller={built} mode={mode} windowing={windowing} />
      {built.ok ? (
        <div style={{ position: 'sticky', bottom: 0, padding: 12, background: '#fff' }}>
          <Button block color="primary" onClick={() => void validate()}>
            validate()
          </Button>
        </div>
      ) : null}
    </div>
  );
}

const meta = {
  title: 'Form/SchemaForm',
  component: SchemaFormStory,
  args: { schema: 'incident', mode: 'edit', windowing: true },
  argTypes: {
    schema: { control: 'select', options: Object.keys(schemas) },
    mode: { control: 'inline-radio', options: ['edit', 'readOnly'] },
  },
  parameters: { runtime: { plugins: { fields: builtinFieldPlugins } } },
} satisfies Meta<typeof SchemaFormStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** fixtures/workflows/incident.form.json with the built-in field plugins. */
export const Incident: Story = {};
export const IncidentReadOnly: Story = { args: { mode: 'readOnly' } };
/** Unregistered types show the notice; the rest of the form works. */
export const UnknownComponent: Story = { args: { schema: 'unknownComponent' } };
/** A malformed schema shows the error panel with the JSON paths. */
export const Malformed: Story = { args: { schema: 'malformed' } };
/** 1000 fields: only those near the viewport are mounted; validate() scrolls to f250. */
export const ThousandFields: Story = { args: { schema: 'large' } };
