// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { cmdbFieldControl, renderCmdbForm } from '../shared/cmdb/test-utils';
import { cmdbConfigField } from './definition';
import { cmdbConfigModelId } from './normalize';

afterEach(cleanup);

const picker = () => screen.getByTestId('ci-picker');
const options = () => within(picker()).queryAllByTestId('ci-option');

const schema = {
  type: 'object',
  properties: {
    model: { title: '模型', 'x-component': 'CMDB_MODEL', 'x-index': 1 },
    items: { title: '配置项', 'x-component': 'CMDB_CONFIG', 'x-index': 2, 'x-props': { modelField: 'model', multiple: true } },
    fixed: { title: '数据库', 'x-component': 'CMDB_CONFIG', 'x-index': 3, cmdbModelId: 'm-db' },
  },
};

describe('CMDB_CONFIG', () => {
  it('maps modelField / cmdbModelId / multiple; the model field wins and is empty until chosen', () => {
    expect(cmdbConfigField.valueKind).toBe('multi');
    expect(cmdbConfigField.mapProps?.({ modelField: 'model', cmdbModelId: 'm1', isMultiple: true })).toEqual({ modelField: 'model', cmdbModelId: 'm1', multiple: true });
    expect(cmdbConfigModelId({ modelField: 'model', modelFieldValue: '', fixedModelId: 'm1' })).toBeUndefined();
    expect(cmdbConfigModelId({ modelField: 'model', modelFieldValue: 'm2', fixedModelId: 'm1' })).toBe('m2');
    expect(cmdbConfigModelId({ fixedModelId: 'm1' })).toBe('m1');
  });

  it('is locked with a hint until the model field has a model, lists that model CIs, and clears when the model changes', async () => {
    const { session } = renderCmdbForm(schema);
    const trigger = () => within(cmdbFieldControl('items')).getByTestId('ci-trigger');
    expect(trigger().getAttribute('aria-disabled')).toBe('true');
    expect(within(cmdbFieldControl('items')).getByTestId('ci-field-hint').textContent).toBe('请先选择模型');
    // The model chosen in its own field.
    fireEvent.click(within(cmdbFieldControl('model')).getByTestId('picker-trigger'));
    fireEvent.click(await screen.findByRole('option', { name: '应用系统' }));
    await waitFor(() => expect(trigger().getAttribute('aria-disabled')).toBeNull());
    expect(within(cmdbFieldControl('items')).queryByTestId('ci-field-hint')).toBeNull();
    fireEvent.click(trigger());
    await waitFor(() => expect(options().map((o) => o.dataset.ciId)).toEqual(['ci-app-001', 'ci-app-002', 'ci-app-003']));
    fireEvent.click(options()[1]!);
    fireEvent.click(within(picker()).getByRole('button', { name: '确定(1)' }));
    await waitFor(() => expect(session.controller.getValues().items).toEqual([{ ciId: 'ci-app-002', ciName: 'OA 办公', modelId: 'm-app' }]));
    // Another model: the CIs of the previous one go.
    act(() => void session.controller.setValue('model', 'm-server'));
    await waitFor(() => expect(session.controller.getValues().items).toEqual([]));
    expect(within(cmdbFieldControl('items')).queryByTestId('ci-chip')).toBeNull();
    session.dispose();
  });

  it('a fixed model (schema cmdbModelId) opens at once; a stored value stays; read-only shows the names', async () => {
    const stored = { fixed: [{ ciId: 'ci-db-001', ciName: 'mysql-prod', modelId: 'm-db' }] };
    const { session } = renderCmdbForm(schema, { values: stored });
    fireEvent.click(within(cmdbFieldControl('fixed')).getByTestId('ci-trigger'));
    await waitFor(() => expect(options()).toHaveLength(2));
    expect(session.controller.getValues().fixed).toEqual(stored.fixed);
    session.dispose();
    cleanup();
    const readOnly = renderCmdbForm(schema, { values: stored, mode: 'readOnly' });
    expect(cmdbFieldControl('fixed').textContent).toBe('mysql-prod');
    readOnly.session.dispose();
  });
});
