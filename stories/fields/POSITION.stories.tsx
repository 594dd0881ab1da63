import type { Decorator, StoryObj } from '@storybook/react-vite';
import incident from '../../fixtures/workflows/incident.form.json';
import stored from '../../fixtures/workflows/incident.order-detail.json';
import { builtinFieldPlugins } from '@plugins/fields';
import { positionField } from '../../plugins/fields/POSITION/definition';
import { fixedGeolocation } from '../../plugins/fields/POSITION/map/geolocation';
import { PositionServices } from '../../plugins/fields/POSITION/services';
import { positioningAdapter } from '../../plugins/fields/POSITION/test-support';
import type { Batch2Form } from './batch2-form';
import { batch2Meta, batch2Story } from './story-factory';

// The incident form's check-in position (fixtures/workflows/incident.form.json, `siteLocation`): auto position,
// fine-tuning within 200 m, manual entry, a check against the headquarters tower (500 m) and the data centre
// (300 m). The map is the offline provider's drawing; the positioning calls are answered by the fixture gateway's
// own handlers over its seeded Shanghai places, and the story places the user at the tower (no browser prompt).
const schema = { type: 'object', properties: { siteLocation: incident.properties.siteLocation } };
const values = { siteLocation: (stored as { formData?: Record<string, unknown> }).formData?.siteLocation };
const base = batch2Meta({ schema, values, requestAdapter: positioningAdapter({ latencyMs: 300 }) });
const atTheTower: Decorator = (Story) => (
  <PositionServices value={{ geolocation: fixedGeolocation({ latitude: 31.2304, longitude: 121.4737 }) }}>
    <Story />
  </PositionServices>
);

const meta = {
  title: 'Fields/POSITION',
  ...base,
  decorators: [atTheTower],
  // Until POSITION is in the built-in list, the story registers it itself.
  parameters: { runtime: { ...base.parameters.runtime, plugins: { fields: [...builtinFieldPlugins.filter((p) => p.type !== 'POSITION'), positionField] } } },
};

export default meta;

export const Edit = batch2Story('edit');
export const Empty = batch2Story('empty');
export const ReadOnly = batch2Story('readOnly');
export const Disabled = batch2Story('disabled');
/** No device position (denied): the auto-fill says "Failed to get location"; the picker still works by search. */
export const LocationDenied: StoryObj<typeof Batch2Form> = {
  args: { mode: 'empty' },
  decorators: [
    (Story) => (
      <PositionServices value={{ geolocation: fixedGeolocation(undefined) }}>
        <Story />
      </PositionServices>
    ),
  ],
};
