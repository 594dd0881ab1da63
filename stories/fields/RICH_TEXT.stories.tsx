import schema from '../../fixtures/fields/RICH_TEXT.fields.json';
import values from '../../fixtures/fields/RICH_TEXT.values.json';
import type { Decorator } from '@storybook/react-vite';
import { AiFetchContext } from '@react/ai/context';
import { aiFetch, type AiFetchOptions } from '../../fixtures/gateway/lib/ai-fetch';
import { batch2Meta, batch2Story } from './story-factory';

// fixtures/fields/RICH_TEXT.fields.json with RICH_TEXT.values.json: the editor loads on demand; the
// read-only display is sanitised (the solution value carries an onerror handler and a script) and
// shows the warning / success banners.
const meta = { title: 'Fields/RICH_TEXT', ...batch2Meta({ schema, values }) };

export default meta;

export const Edit = batch2Story('edit');
export const Empty = batch2Story('empty');
export const ReadOnly = batch2Story('readOnly');
export const Disabled = batch2Story('disabled');

/** The AI streams answered by the fixture gateway's AI routes in process (fixtures/gateway/lib/ai-fetch.ts). */
const withAi =
  (options: AiFetchOptions = {}): Decorator =>
  (Story) => (
    <AiFetchContext.Provider value={aiFetch(options)}>
      <Story />
    </AiFetchContext.Provider>
  );

/** "AI generate" on the description streams gen-incident-desc's text into the field, 120 ms a piece; Stop keeps what came. */
export const AiGeneration = { ...batch2Story('edit'), decorators: [withAi()] };
/** The stream answers HTTP 500: the field says the translated "Network response was not ok" and keeps its content. */
export const AiGenerationFails = { ...batch2Story('edit'), decorators: [withAi({ status: 500 })] };
/** The service reports an error after six pieces: the text so far stays, its message shows. */
export const AiGenerationBreaks = { ...batch2Story('edit'), decorators: [withAi({ failAfter: 6 })] };
