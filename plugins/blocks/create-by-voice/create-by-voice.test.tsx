// @vitest-environment jsdom
// Create by voice against the fixture gateway (/orderCreateByVoice): a fake of the browser's SpeechRecognition drives
// interim and final results into the page (hold to talk, keyboard toggling, the live region, a second recording
// appended), its errors shown inline with the typed text kept; without the speech API the recording goes to the
// speech-to-text call (a fake request); the service picker and "change"; "Fill in the form" opens the create page
// with the exact `modelAnalysis` values.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RequestOptions } from '@core/request/types';
import CreateByVoice from '@plugins/blocks/create-by-voice/create-by-voice';
import { actAs, gatewayPerFile } from '../../../tests/unit/tickets/support';
import type { BrowserSpeechRecognition, MediaRecorderLike, MediaStreamLike } from './speech';

const gateway = gatewayPerFile();

const INCIDENT = 'proc-incident:3:90017';
const PAGE = `/orderCreateByVoice?processDefId=${encodeURIComponent(INCIDENT)}`;

/** The browser speech API as a browser test's init script fakes it: the test plays the events. */
class FakeRecognition implements BrowserSpeechRecognition {
  static instances: FakeRecognition[] = [];
  lang = '';
  continuous = false;
  interimResults = false;
  onresult: BrowserSpeechRecognition['onresult'] = null;
  onerror: BrowserSpeechRecognition['onerror'] = null;
  onend: BrowserSpeechRecognition['onend'] = null;
  stopped = false;
  constructor() {
    FakeRecognition.instances.push(this);
  }
  static get last(): FakeRecognition {
    return FakeRecognition.instances[FakeRecognition.instances.length - 1]!;
  }
  start() {}
  stop() {
    this.stopped = true;
  }
  abort() {}
  say(parts: Array<{ text: string; final?: boolean }>) {
    act(() => this.onresult?.({ resultIndex: 0, results: parts.map((p) => Object.assign([{ transcript: p.text }], { isFinal: p.final === true })) }));
  }
  fail(error: string) {
    act(() => this.onerror?.({ error }));
  }
  end() {
    act(() => this.onend?.());
  }
}

type SpeechWindow = Window & { SpeechRecognition?: unknown; webkitSpeechRecognition?: unknown; MediaRecorder?: unknown };
const speechWindow = window as SpeechWindow;

function installSpeechApi() {
  FakeRecognition.instances = [];
  speechWindow.webkitSpeechRecognition = FakeRecognition;
}

afterEach(() => {
  delete speechWindow.SpeechRecognition;
  delete speechWindow.webkitSpeechRecognition;
  delete speechWindow.MediaRecorder;
  Reflect.deleteProperty(navigator, 'mediaDevices');
});

const talk = () => screen.getByTestId('voice-talk');
const text = () => screen.getByTestId('voice-text') as HTMLTextAreaElement;
const fill = () => screen.getByTestId('voice-fill') as HTMLButtonElement;

describe('create by voice', () => {
  it('hold to talk: interim text live, the final text in the box; a keyboard recording appends; fill opens the create page prefilled', async () => {
    installSpeechApi();
    const zhangsan = await actAs(gateway, 'zhangsan');
    const view = zhangsan.open(PAGE, <CreateByVoice />);
    expect((await screen.findByTestId('voice-service-name')).textContent).toBe('事件管理');
    expect(screen.getByTestId('voice-change').getAttribute('aria-label')).toBe('更换服务（当前：事件管理）');
    expect(fill().disabled).toBe(true);
    expect(talk().getAttribute('aria-pressed')).toBe('false');
    expect(talk().textContent).toBe('按住说话');

    fireEvent.pointerDown(talk());
    expect(talk().getAttribute('aria-pressed')).toBe('true');
    expect(talk().textContent).toBe('松开结束');
    expect(screen.getByTestId('voice-recording').textContent).toBe('录音中');
    const recognition = FakeRecognition.last;
    expect([recognition.lang, recognition.continuous, recognition.interimResults]).toEqual(['zh-CN', true, true]);
    const live = screen.getByTestId('voice-live');
    expect(live.getAttribute('aria-live')).toBe('polite');
    expect(live.textContent).toBe('正在聆听…');
    recognition.say([{ text: '会议室投影仪' }]);
    expect(live.textContent).toBe('会议室投影仪');
    expect(fill().disabled).toBe(true);

    fireEvent.pointerUp(talk());
    expect(recognition.stopped).toBe(true);
    recognition.say([{ text: '会议室投影仪无法连接笔记本。显示无信号', final: true }]);
    recognition.end();
    expect(text().value).toBe('会议室投影仪无法连接笔记本。显示无信号');
    expect(live.textContent).toBe('');
    expect(talk().getAttribute('aria-pressed')).toBe('false');

    // The user edits, then records again from the keyboard: Enter starts, Enter stops.
    fireEvent.change(text(), { target: { value: `${text().value}，很急` } });
    fireEvent.keyDown(talk(), { key: 'Enter' });
    expect(talk().getAttribute('aria-pressed')).toBe('true');
    expect(talk().textContent).toBe('点按结束');
    const second = FakeRecognition.last;
    second.say([{ text: '在三楼', final: true }]);
    fireEvent.keyDown(talk(), { key: 'Enter' });
    expect(second.stopped).toBe(true);
    second.end();
    expect(text().value).toBe('会议室投影仪无法连接笔记本。显示无信号，很急\n在三楼');

    expect(fill().disabled).toBe(false);
    fireEvent.click(fill());
    await waitFor(() => expect(view.location().startsWith('/orderCreate?')).toBe(true));
    const params = new URLSearchParams(view.location().split('?')[1]);
    expect(params.get('processDefId')).toBe(INCIDENT);
    expect(JSON.parse(params.get('modelAnalysis')!)).toEqual({
      title: '会议室投影仪无法连接笔记本',
      description: '<p>会议室投影仪无法连接笔记本。显示无信号，很急</p><p>在三楼</p>',
    });
  });

  it('space toggles too; errors are shown inline, translated, and the typed text stays', async () => {
    installSpeechApi();
    const zhangsan = await actAs(gateway, 'zhangsan');
    zhangsan.open(PAGE, <CreateByVoice />);
    await screen.findByTestId('voice-service-name');
    fireEvent.change(text(), { target: { value: '已输入的文字' } });

    fireEvent.keyDown(talk(), { key: ' ' });
    FakeRecognition.last.fail('not-allowed');
    FakeRecognition.last.end();
    const error = screen.getByTestId('voice-error');
    expect(error.getAttribute('role')).toBe('alert');
    expect(error.textContent).toContain('权限被拒绝');
    expect(error.textContent).toContain('允许本网站使用麦克风');
    expect(text().value).toBe('已输入的文字');

    fireEvent.pointerDown(talk());
    expect(screen.queryByTestId('voice-error')).toBeNull();
    FakeRecognition.last.fail('audio-capture');
    FakeRecognition.last.end();
    expect(screen.getByTestId('voice-error').textContent).toContain('未检测到麦克风');

    fireEvent.pointerDown(talk());
    fireEvent.pointerLeave(talk());
    FakeRecognition.last.end();
    expect(screen.getByTestId('voice-error').textContent).toContain('没有听到语音');
    expect(text().value).toBe('已输入的文字');
    expect(fill().disabled).toBe(false);
  });

  it('without the speech API: the recording goes to the speech-to-text call; in English; a refused microphone says so', async () => {
    const tracks = { stopped: 0 };
    const stream: MediaStreamLike = { getTracks: () => [{ stop: () => void (tracks.stopped += 1) }] };
    let allow = true;
    Object.defineProperty(navigator, 'mediaDevices', {
      configurable: true,
      value: { getUserMedia: () => (allow ? Promise.resolve(stream) : Promise.reject(Object.assign(new Error('denied'), { name: 'NotAllowedError' }))) },
    });
    speechWindow.MediaRecorder = class implements MediaRecorderLike {
      mimeType = 'audio/webm';
      state = 'inactive';
      ondataavailable: MediaRecorderLike['ondataavailable'] = null;
      onstop: MediaRecorderLike['onstop'] = null;
      start() {
        this.state = 'recording';
      }
      stop() {
        this.state = 'inactive';
        this.ondataavailable?.({ data: new Blob(['audio-bytes'], { type: 'audio/webm' }) });
        this.onstop?.();
      }
    };
    const zhangsan = await actAs(gateway, 'zhangsan', { language: 'en' });
    const sent: Array<{ path: string; lang: FormDataEntryValue | null; file: File; options?: RequestOptions }> = [];
    vi.spyOn(zhangsan.runtime.request, 'upload').mockImplementation(async (path, form, options) => {
      sent.push({ path, lang: form.get('lang'), file: form.get('file') as File, options });
      return { text: 'The projector shows no signal. Room 301' } as never;
    });
    zhangsan.open(PAGE, <CreateByVoice />);
    expect((await screen.findByTestId('voice-service-name')).textContent).toBe('Incident management');
    expect(talk().textContent).toBe('Hold to talk');

    fireEvent.pointerDown(talk());
    await waitFor(() => expect(talk().textContent).toBe('Release to finish'));
    fireEvent.pointerUp(talk());
    await waitFor(() => expect(text().value).toBe('The projector shows no signal. Room 301'));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.path).toBe('/api/v2/biz/speech/recognize');
    expect(sent[0]!.lang).toBe('en-US');
    expect(sent[0]!.file.size).toBe('audio-bytes'.length);
    expect(sent[0]!.options?.timeout).toBeGreaterThan(0);
    expect(tracks.stopped).toBe(1);

    allow = false;
    fireEvent.keyDown(talk(), { key: 'Enter' });
    expect((await screen.findByTestId('voice-error')).textContent).toBe(
      'Microphone access was denied. Allow this site to use the microphone in your browser or system settings and try again, or type the text below.',
    );
    expect(text().value).toBe('The projector shows no signal. Room 301');
    expect(talk().getAttribute('aria-pressed')).toBe('false');
  });

  it('without a service in the address: the picker; the chosen service with “change”; the text survives a change', async () => {
    installSpeechApi();
    const zhangsan = await actAs(gateway, 'zhangsan');
    const view = zhangsan.open('/orderCreateByVoice', <CreateByVoice />);
    const picker = await screen.findByTestId('voice-picker');
    expect(within(picker).getByRole('heading', { level: 2 }).textContent).toBe('选择服务');
    const rows = await within(picker).findAllByTestId('voice-template');
    const request = rows.find((row) => row.textContent?.includes('服务请求'))!;
    fireEvent.click(request);
    expect((await screen.findByTestId('voice-service-name')).textContent).toBe('服务请求');

    fireEvent.change(text(), { target: { value: '申请一台显示器' } });
    fireEvent.click(screen.getByTestId('voice-change'));
    fireEvent.click(await screen.findByTestId('voice-picker-cancel'));
    expect(text().value).toBe('申请一台显示器');
    await screen.findByTestId('voice-service-name');
    await waitFor(() => expect(fill().disabled).toBe(false));

    fireEvent.click(fill());
    await waitFor(() => expect(view.location().startsWith('/orderCreate?')).toBe(true));
    const params = new URLSearchParams(view.location().split('?')[1]);
    expect(params.get('processDefId')).toBe(request.getAttribute('data-process-def-id'));
    expect(JSON.parse(params.get('modelAnalysis')!)).toEqual({ title: '申请一台显示器', reason: '<p>申请一台显示器</p>' });
  });

  it('a service the user may not start says so, cannot be filled, and can be changed', async () => {
    installSpeechApi();
    const zhangsan = await actAs(gateway, 'zhangsan', { language: 'en' });
    zhangsan.open('/orderCreateByVoice?processDefId=proc-nothing%3A1%3A1', <CreateByVoice />);
    expect((await screen.findByTestId('voice-service-empty')).textContent).toContain('This service was not found, or you may not use it');
    fireEvent.change(text(), { target: { value: 'printer jam' } });
    expect(fill().disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Change' }));
    expect(await screen.findByTestId('voice-picker')).toBeTruthy();
  });

  it('a click on its own (a screen reader’s activation) toggles; the click ending a hold does not start again', async () => {
    installSpeechApi();
    const zhangsan = await actAs(gateway, 'zhangsan');
    zhangsan.open(PAGE, <CreateByVoice />);
    await screen.findByTestId('voice-service-name');
    fireEvent.click(talk());
    expect([talk().getAttribute('aria-pressed'), talk().textContent]).toEqual(['true', '点按结束']);
    FakeRecognition.last.say([{ text: '键盘', final: true }]);
    fireEvent.click(talk());
    expect(FakeRecognition.last.stopped).toBe(true);
    FakeRecognition.last.end();
    expect(text().value).toBe('键盘');

    fireEvent.pointerDown(talk());
    FakeRecognition.last.say([{ text: '按住', final: true }]);
    fireEvent.pointerUp(talk());
    fireEvent.click(talk());
    FakeRecognition.last.end();
    expect(FakeRecognition.instances).toHaveLength(2);
    expect(talk().getAttribute('aria-pressed')).toBe('false');
    expect(text().value).toBe('键盘\n按住');
  });
});
