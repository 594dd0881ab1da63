// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { controlledHost } from '../shared/test-utils';
import { cmdbFieldControl, renderCmdb, renderCmdbForm } from '../shared/cmdb/test-utils';
import { cmdbModelField } from './definition';
import { ModelField } from './ModelField';
import { modelNameState } from './normalize';

afterEach(cleanup);

const Host = controlledHost(ModelField);
const picker = () => screen.getByTestId('model-picker');

describe('CMDB_MODEL', () => {
  it('is single-valued: the modelId', () => {
    expect(cmdbModelField.type).toBe('CMDB_MODEL');
    expect(cmdbModelField.valueKind).toBe('single');
    expect(cmdbModelField.emptyValue?.()).toBe('');
    expect(cmdbModelField.commitValue?.({ modelId: 'm-db' }, {})).toBe('m-db');
    expect(modelNameState('m1', [{ modelId: 'm1', modelCode: 'a', modelName: 'A', color: '', isDefault: false }], false)).toEqual({ kind: 'found', name: 'A' });
    expect(modelNameState('m9', [], false)).toEqual({ kind: 'unknown' });
    expect(modelNameState('m9', undefined, true)).toEqual({ kind: 'failed' });
    expect(modelNameState('', undefined, false)).toEqual({ kind: 'none' });
  });

  it('picks one model from the model list (search filters), shows its name, Clear empties it', async () => {
    const changes: unknown[] = [];
    renderCmdb(<Host title="模型" onChange={(v) => changes.push(v)} />);
    fireEvent.click(screen.getByTestId('picker-trigger'));
    expect(screen.getByRole('dialog', { name: '模型' })).toBeTruthy();
    await waitFor(() => expect(within(picker()).getAllByRole('option').map((o) => o.textContent)).toEqual(['服务器', '应用系统', '数据库', '交换机']));
    fireEvent.change(within(picker()).getByPlaceholderText('搜索模型'), { target: { value: 'data' } });
    expect(within(picker()).getAllByRole('option').map((o) => o.textContent)).toEqual(['数据库']);
    fireEvent.keyDown(within(picker()).getByRole('option', { name: '数据库' }), { key: 'Enter' });
    expect(changes).toEqual(['m-db']);
    await waitFor(() => expect(screen.queryByTestId('model-picker')).toBeNull());
    expect(screen.getByTestId('picker-trigger').textContent).toBe('数据库');
    fireEvent.click(screen.getByTestId('picker-trigger'));
    await waitFor(() => expect(within(picker()).getByRole('option', { name: '数据库' }).getAttribute('aria-selected')).toBe('true'));
    fireEvent.click(within(picker()).getByRole('button', { name: '清空' }));
    expect(changes.at(-1)).toBe('');
  });

  it('the model list failing shows the failure with Retry in the picker', async () => {
    let down = true;
    renderCmdb(<Host />, { failing: (path) => down && path === '/cmdb/modelList', language: 'en' });
    fireEvent.click(screen.getByTestId('picker-trigger'));
    const failure = await screen.findByTestId('model-picker-state-error');
    expect(failure.textContent).toContain('Models failed to load');
    down = false;
    fireEvent.click(within(failure).getByRole('button', { name: /Retry/ }));
    await waitFor(() => expect(within(picker()).getAllByRole('option')).toHaveLength(4));
  });

  it('read-only: the stored model by name (looked up), "Model deleted" for one the list lacks, "--" when empty (en)', async () => {
    const schema = {
      type: 'object',
      properties: {
        model: { title: 'Model', 'x-component': 'CMDB_MODEL', 'x-index': 1 },
        gone: { title: 'Old model', 'x-component': 'CMDB_MODEL', 'x-index': 2 },
        none: { title: 'No model', 'x-component': 'CMDB_MODEL', 'x-index': 3 },
      },
    };
    const calls: string[] = [];
    const { session } = renderCmdbForm(schema, { mode: 'readOnly', language: 'en', values: { model: 'm-app', gone: 'm-old' }, onCall: (path) => calls.push(path) });
    await waitFor(() => expect(cmdbFieldControl('model').textContent).toBe('Application'));
    expect(cmdbFieldControl('gone').textContent).toBe('Model deleted');
    expect(cmdbFieldControl('none').textContent).toBe('--');
    // The fields share one model list.
    expect(calls).toEqual(['/cmdb/modelList']);
    session.dispose();
  });
});
