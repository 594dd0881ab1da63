// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { Editor } from '@tiptap/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import fixture from '../../../fixtures/fields/RICH_TEXT.fields.json';
import values from '../../../fixtures/fields/RICH_TEXT.values.json';
import { renderField } from '../shared/test-utils';
import { richTextField } from './definition';
import { mapRichTextProps } from './normalize';
import { RichTextField } from './RichTextField';
import { RichTextReadPretty } from './RichTextReadPretty';

afterEach(cleanup);

const propsOf = (code: keyof typeof fixture.properties) => ({ ...mapRichTextProps(fixture.properties[code]['x-props']), placeholder: (fixture.properties[code]['x-props'] as { placeholder?: string }).placeholder });
const here = dirname(fileURLToPath(import.meta.url));

/** Bare modules reachable from a file through static (non-type) imports of relative files. */
function staticBareImports(entry: string): Set<string> {
  const bare = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(/^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm)) {
      const spec = match[1]!;
      if (!spec.startsWith('.')) bare.add(spec);
      else if (!spec.endsWith('.css') && !spec.endsWith('.json') && spec.startsWith('./')) {
        const base = resolve(dirname(file), spec);
        const candidate = ['.ts', '.tsx', '/index.ts'].map((ext) => base + ext).find((f) => { try { readFileSync(f); return true; } catch { return false; } });
        if (candidate) visit(candidate);
      }
    }
  };
  visit(entry);
  return bare;
}

describe('RICH_TEXT definition', () => {
  it('is a rich-text type whose empty value is an empty paragraph', () => {
    expect(richTextField.valueKind).toBe('richText');
    expect(richTextField.emptyValue!()).toBe('<p></p>');
    expect(richTextField.mapProps!(fixture.properties.description['x-props'])).toEqual({ showAIButton: true, generateRuleId: 'gen-incident-desc' });
  });

  it('keeps the editor out of the static import graph (it is a dynamic import)', () => {
    const bare = staticBareImports(resolve(here, 'index.ts'));
    expect([...bare].filter((spec) => spec.startsWith('@tiptap') || spec.startsWith('prosemirror'))).toEqual([]);
    expect(readFileSync(resolve(here, 'RichTextField.tsx'), 'utf8')).toContain("import('./RichTextEditor')");
  });
});

describe('RichTextField', () => {
  /** Activates the stand-in as a tap does and waits for the editor that replaces it. */
  const activate = async () => {
    fireEvent.click(screen.getByTestId('rich-text-standin').querySelector('[role="textbox"]')!);
    await screen.findByTestId('rich-text-editor', undefined, { timeout: 5000 });
    await waitFor(() => expect(document.querySelector('.ProseMirror')).not.toBeNull());
  };

  it('shows a light stand-in (the value sanitised, its pictures too) until activated, then loads the editor with the focus in it', async () => {
    renderField(<RichTextField {...propsOf('solution')} value={values.solution} />);
    const box = screen.getByRole('textbox');
    expect(box.getAttribute('aria-multiline')).toBe('true');
    expect(box.tabIndex).toBe(0);
    expect(box.textContent).toContain('已重建 OST 文件');
    await waitFor(() => expect(box.querySelector('img[alt="截图"]')).not.toBeNull());
    expect(box.innerHTML).not.toMatch(/<script|alert|onerror/);
    expect(screen.queryByTestId('rich-text-editor')).toBeNull();
    await activate();
    await waitFor(() => expect(document.activeElement?.closest('.ProseMirror')).not.toBeNull());
    expect(screen.queryByTestId('rich-text-standin')).toBeNull();
  });

  it('Enter activates the stand-in, and what is typed before the editor arrives is kept', async () => {
    const onChange = vi.fn();
    renderField(<RichTextField {...propsOf('description')} value="" onChange={onChange} />);
    const box = screen.getByRole('textbox');
    expect(screen.getByTestId('rich-text-standin').querySelector('.sd-rich-placeholder')?.textContent).toBe('请描述问题现象、影响范围和已尝试的操作');
    box.focus();
    // The editor's code is there already (an earlier test loaded it): it takes over at the first key.
    fireEvent.keyDown(box, { key: 'a' });
    await screen.findByTestId('rich-text-editor', undefined, { timeout: 5000 });
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('<p>a</p>'));
    await waitFor(() => expect(document.activeElement?.closest('.ProseMirror')).not.toBeNull());
    cleanup();
    renderField(<RichTextField {...propsOf('description')} value="" />);
    fireEvent.keyDown(screen.getByRole('textbox'), { key: 'Enter' });
    await screen.findByTestId('rich-text-editor', undefined, { timeout: 5000 });
  });

  it('once activated reports HTML, an empty editor as <p></p>, and passes the AI rule through', async () => {
    const onChange = vi.fn();
    const onAIGenerate = vi.fn();
    let editor: Editor | undefined;
    renderField(<RichTextField {...propsOf('description')} value="<p>旧内容</p>" onChange={onChange} onAIGenerate={onAIGenerate} onEditorReady={(e) => (editor = e)} />);
    // The AI button works before the editor is there too.
    fireEvent.click(screen.getByRole('button', { name: 'AI 生成' }));
    expect(onAIGenerate).toHaveBeenCalledWith('gen-incident-desc');
    await activate();
    await waitFor(() => expect(editor).toBeDefined());
    expect(document.querySelector('.ProseMirror')?.innerHTML).toBe('<p>旧内容</p>');
    // Activation moved the caret in but changed nothing: there is nothing to undo.
    expect((screen.getByRole('button', { name: '撤销' }) as HTMLButtonElement).disabled).toBe(true);

    act(() => void editor!.commands.setContent('<p>新内容</p>', { emitUpdate: true }));
    expect(onChange).toHaveBeenLastCalledWith('<p>新内容</p>');
    act(() => void editor!.commands.selectAll());
    fireEvent.click(screen.getByRole('button', { name: '加粗' }));
    expect(onChange).toHaveBeenLastCalledWith('<p><strong>新内容</strong></p>');
    act(() => void editor!.commands.clearContent(true));
    expect(onChange).toHaveBeenLastCalledWith('<p></p>');

    fireEvent.click(screen.getByRole('button', { name: 'AI 生成' }));
    expect(onAIGenerate).toHaveBeenCalledTimes(2);
  });

  it('shows the placeholder in an empty editor as soon as it loads, and not over content', async () => {
    renderField(<RichTextField {...propsOf('description')} value="" />);
    await activate();
    expect(document.querySelector('.sd-rich-placeholder')?.textContent).toBe('请描述问题现象、影响范围和已尝试的操作');
    cleanup();
    renderField(<RichTextField {...propsOf('description')} value="<p>旧内容</p>" />);
    expect(screen.getByTestId('rich-text-standin').querySelector('.sd-rich-placeholder')).toBeNull();
    await activate();
    expect(document.querySelector('.sd-rich-placeholder')).toBeNull();
  });

  it('keeps pictures of a stored value while editing and drops its script', async () => {
    let editor: Editor | undefined;
    renderField(<RichTextField {...propsOf('solution')} value={values.solution} onEditorReady={(e) => (editor = e)} />);
    await activate();
    await waitFor(() => expect(editor).toBeDefined(), { timeout: 5000 });
    const html = editor!.getHTML();
    expect(html).toContain('<img src="data:image/png;base64,');
    expect(html).not.toContain('script');
    expect(html).not.toContain('onerror');
  });

  it('a disabled or read-only field shows the sanitised content faded, without an editor', () => {
    for (const locked of [{ disabled: true }, { readOnly: true }]) {
      renderField(<RichTextField {...propsOf('solution')} {...locked} value={values.solution} />);
      const box = screen.getByTestId('rich-text-locked');
      expect(box.style.opacity).toBe('0.45');
      expect(box.innerHTML).not.toContain('<script');
      expect(screen.queryByRole('textbox')).toBeNull();
      cleanup();
    }
  });
});

describe('RichTextReadPretty', () => {
  it("sanitises the markup, wraps it in the banner, and shows '--' for an empty paragraph", () => {
    renderField(<RichTextReadPretty {...propsOf('notice')} value={values.notice} />, { language: 'en' });
    const banner = screen.getByRole('alert');
    expect(banner.getAttribute('data-banner')).toBe('warning');
    expect(banner.getAttribute('aria-label')).toBe('Warning');
    expect(banner.querySelector('strong')?.textContent).toBe('禁止');
    cleanup();
    // noticeType success: a note (not an alert), its picture kept and its handler and script dropped.
    renderField(<RichTextReadPretty {...propsOf('solution')} value={values.solution} />);
    const success = screen.getByRole('note');
    expect(success.getAttribute('data-banner')).toBe('success');
    expect(success.getAttribute('aria-label')).toBe('成功');
    expect(success.querySelector('img')?.getAttribute('alt')).toBe('截图');
    expect(success.innerHTML).not.toMatch(/onerror|<script/);
    expect(screen.queryByRole('alert')).toBeNull();
    cleanup();
    // tipType info.
    renderField(<RichTextReadPretty {...propsOf('guide')} value={values.guide} />, { language: 'en' });
    const info = screen.getByRole('note');
    expect(info.getAttribute('data-banner')).toBe('info');
    expect(info.getAttribute('aria-label')).toBe('Info');
    expect(info.querySelector('em')?.textContent).toBe('截图');
    cleanup();
    // No banner kind: the content alone.
    renderField(<RichTextReadPretty {...propsOf('description')} value={values.description} />);
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.getByTestId('rich-text-view').querySelector('strong')?.textContent).toBe('“无法打开默认电子邮件文件夹”');
    cleanup();
    renderField(<RichTextReadPretty value={values.hostile} />);
    expect(screen.getByTestId('rich-text-view').innerHTML).not.toMatch(/script|onclick|style=|javascript:/);
    cleanup();
    renderField(<RichTextReadPretty value="<p></p>" />);
    expect(screen.getByText('--')).toBeTruthy();
  });
});
