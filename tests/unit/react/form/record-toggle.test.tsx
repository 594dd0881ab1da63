// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import Ajv from 'ajv';
import { createMemoryStorage, createRuntime } from '@core';
import type { FormSession } from '@core/form/session';
import type { Replay } from '@core/form/replay';
import { SchemaForm, useFormSession } from '@react/form';
import { createTestFieldPlugins } from '../../../support/test-field-plugins';
import { renderWith } from './render';

const schema = { properties: { a: { title: 'A', 'x-component': 'INPUT', 'x-rules': [{ required: true }] }, b: { title: 'B', 'x-component': 'INPUT' } } };
const validate = new Ajv({ allErrors: true, strict: true, strictRequired: false, allowUnionTypes: true }).compile(
  JSON.parse(readFileSync(resolve(__dirname, '../../../../schemas/replay.schema.json'), 'utf8')) as object,
);

function Form({ onBuilt }: { onBuilt?: (session: FormSession) => void }) {
  const built = useFormSession({ schema, values: { b: 'stored' }, linkage: false });
  if (built.ok) onBuilt?.(built.session);
  return <SchemaForm controller={built} windowing={false} />;
}

const runtimeWith = (replayRecorder: boolean, language: 'zh' | 'en' = 'zh') =>
  createRuntime({ plugins: { fields: createTestFieldPlugins() }, storage: createMemoryStorage({ language }), config: { replayRecorder } });

let blobs: Blob[];
let downloads: string[];
beforeEach(() => {
  blobs = [];
  downloads = [];
  URL.createObjectURL = vi.fn((blob: Blob) => (blobs.push(blob), `blob:replay-${blobs.length}`));
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push(this.download);
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const textOf = (blob: Blob) =>
  new Promise<string>((done) => {
    const reader = new FileReader();
    reader.onload = () => done(String(reader.result));
    reader.readAsText(blob);
  });

describe('replay record toggle', () => {
  it('is not there when AppConfig.replayRecorder is off (the default)', async () => {
    renderWith(createRuntime({ plugins: { fields: createTestFieldPlugins() }, storage: createMemoryStorage({ language: 'zh' }) }), <Form />);
    await act(() => new Promise((done) => setTimeout(done, 20)));
    expect(screen.getByTestId('schema-form')).toBeTruthy();
    expect(screen.queryByTestId('replay-record-toggle')).toBeNull();
  });

  it('records the form from the toggle and downloads <form>-<timestamp>.replay.json that passes the schema', async () => {
    let session: FormSession | undefined;
    renderWith(runtimeWith(true, 'en'), <Form onBuilt={(s) => (session = s)} />);
    const toggle = await screen.findByRole('button', { name: 'Record' });
    expect(toggle.getAttribute('data-testid')).toBe('replay-record-toggle');
    expect(toggle.getAttribute('type')).toBe('button');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-pressed')).toBe('true'));
    expect(screen.getByTestId('replay-record-status').textContent).toMatch(/^Recording/);
    act(() => {
      session?.controller.setValue('a', 'typed');
    });
    fireEvent.click(toggle);
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(downloads[0]).toMatch(/^form-\d{8}-\d{6}\.replay\.json$/);
    expect(screen.getByTestId('replay-record-status').textContent).toBe(`Downloaded ${downloads[0]}`);

    const replay = JSON.parse(await textOf(blobs[0])) as Replay;
    expect(validate(replay), JSON.stringify(validate.errors)).toBe(true);
    expect(replay.name).toBe(downloads[0].replace(/\.replay\.json$/, ''));
    expect(replay.form).toEqual(schema);
    expect(replay.context).toMatchObject({ language: 'en', formData: { b: 'stored' } });
    expect(replay.steps.filter((step) => !('expect' in step))).toEqual([{ fire: 'LOADING', response: null }, { set: { path: 'a', value: 'typed' } }]);
    expect(replay.expect?.fields).toMatchObject({ a: { value: 'typed', required: true }, b: { value: 'stored' } });
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:replay-1');
  });

  it('is named in Chinese in the Chinese UI', async () => {
    renderWith(runtimeWith(true), <Form />);
    expect((await screen.findByTestId('replay-record-toggle')).textContent).toBe('录制');
  });
});
