// The public form kit, assembled the way a portal page uses it: labels and errors read out together, the
// server's field errors placed, busy and locked sending, the captcha, the consent notice, drafts, and axe.
import { act, fireEvent, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RequestError } from '../../api/http';
import i18n from '../../i18n';
import {
  CaptchaField,
  ChoiceGroup,
  ConsentField,
  DRAFT_TTL_MS,
  PublicForm,
  SelectField,
  SubmitButton,
  TextField,
  useCaptcha,
  useDraft,
  useSubmission,
} from './index';

const getCaptcha = vi.hoisted(() => vi.fn());
vi.mock('../../api/captcha/getCaptcha', () => ({ getCaptcha }));

/**
 * A stand-in for the ALTCHA widget (jsdom has no workers): the same element name, events and methods, a labelled
 * checkbox, and a "solution" that is the challenge it fetched through the field's `fetch`.
 */
const altcha = vi.hoisted(() => ({
  texts: new Map<string, Record<string, string>>(),
  widgets: [] as (HTMLElement & { config: Record<string, unknown> })[],
}));
vi.mock('./altchaWidget', () => {
  class FakeAltcha extends HTMLElement {
    config: Record<string, unknown> = {};
    private readonly box = document.createElement('input');
    private readonly label = document.createElement('label');
    connectedCallback() {
      this.box.type = 'checkbox';
      this.box.id = `altcha-${altcha.widgets.length}`;
      this.label.htmlFor = this.box.id;
      this.append(this.box, this.label);
      altcha.widgets.push(this);
      queueMicrotask(() => this.dispatchEvent(new CustomEvent('load')));
    }
    private show(state: string, payload: string | null = null) {
      const texts = altcha.texts.get(String(this.config.language).toLowerCase()) ?? {};
      this.label.textContent =
        texts[state === 'verified' ? 'verified' : state === 'verifying' ? 'verifying' : 'label'] ?? '';
      this.box.checked = state === 'verified';
      this.setAttribute('data-fake-state', state);
      this.dispatchEvent(new CustomEvent('statechange', { detail: { state, payload } }));
    }
    async configure(config: Record<string, unknown>) {
      Object.assign(this.config, config);
      this.show(this.getAttribute('data-fake-state') ?? 'unverified');
    }
    reset() {
      this.show('unverified');
    }
    async verify() {
      this.show('verifying');
      try {
        const response = await (this.config.fetch as () => Promise<Response>)();
        this.show('verified', btoa(JSON.stringify(await response.json())));
      } catch {
        this.show('error');
      }
    }
    expire() {
      this.show('expired');
    }
  }
  if (!customElements.get('altcha-widget')) customElements.define('altcha-widget', FakeAltcha);
  return {
    setAltchaTexts: (language: string, texts: Record<string, string>) =>
      altcha.texts.set(language.toLowerCase(), texts),
  };
});

let issued = 0;
const challenge = () => ({ parameters: { nonce: `n${++issued}` }, signature: `s${issued}` });
/** What the stand-in widget answers for the n-th challenge. */
const solved = (n: number) => btoa(JSON.stringify({ parameters: { nonce: `n${n}` }, signature: `s${n}` }));
const verified = () => waitFor(() => expect(screen.getByTestId('captcha')).toHaveAttribute('data-state', 'verified'));

type SignUpValues = {
  name: string;
  phone: string;
  district: string;
  education: string;
  wishes: string[];
  consent: boolean;
};
const EMPTY: SignUpValues = { name: '', phone: '', district: '', education: '', wishes: [], consent: false };

/** A stand-in sign-up form built from the kit, sending through `send`. */
function SignUpForm({ send }: { send: (body: object) => Promise<unknown> }) {
  const draft = useDraft('test-sign-up', EMPTY);
  const captcha = useCaptcha();
  const submission = useSubmission();
  const { values, setField } = draft;
  const { errors } = submission;
  const onSubmit = async () => {
    const result = await submission.submit(() => send({ ...values, ...captcha.fields }));
    if (result === undefined) return captcha.refresh();
    draft.clear();
    submission.setNotice({ tone: 'success', text: '提交成功' });
  };
  const change = (name: keyof typeof values) => (value: string) => {
    setField(name, value);
    submission.clearError(name);
  };
  return (
    <PublicForm
      onSubmit={onSubmit}
      notice={submission.notice ?? (draft.restored ? { tone: 'info', text: '已恢复' } : null)}
    >
      <TextField
        name="name"
        label="姓名"
        required
        value={values.name}
        onChange={change('name')}
        error={errors.name}
        autoComplete="name"
      />
      <TextField
        name="phone"
        label="手机号码"
        type="tel"
        required
        hint="用于联系您"
        value={values.phone}
        onChange={change('phone')}
        error={errors.phone}
      />
      <SelectField
        name="district"
        label="区县"
        required
        options={[
          { value: '370102', label: '历下区' },
          { value: '370103', label: '市中区' },
        ]}
        value={values.district}
        onChange={change('district')}
        error={errors.district}
      />
      <ChoiceGroup
        name="education"
        legend="学历"
        required
        options={[
          { value: 'college', label: '大专' },
          { value: 'bachelor', label: '本科' },
        ]}
        value={values.education}
        onChange={change('education')}
        error={errors.education}
      />
      <ChoiceGroup
        name="wishes"
        legend="意向"
        multiple
        options={[
          { value: 'syb', label: '创业培训' },
          { value: 'skill', label: '技能培训' },
        ]}
        value={values.wishes}
        onChange={(next) => setField('wishes', next)}
      />
      <ConsentField checked={values.consent} onChange={(on) => setField('consent', on)} error={errors.consent} />
      <CaptchaField captcha={captcha} error={errors.captcha} />
      <SubmitButton busy={submission.busy} data-testid="submit">
        提交
      </SubmitButton>
    </PublicForm>
  );
}

beforeEach(() => {
  localStorage.clear();
  altcha.widgets.length = 0;
  issued = 0;
  getCaptcha.mockReset();
  getCaptcha.mockImplementation(async () => challenge());
});
afterEach(async () => {
  await act(() => i18n.changeLanguage('zh-CN'));
});

const renderForm = (send: (body: object) => Promise<unknown> = vi.fn(async () => ({ code: 201 }))) => {
  const user = userEvent.setup();
  const { unmount } = render(<SignUpForm send={send} />);
  return { user, send, unmount };
};

describe('public form kit', () => {
  it('ties every label, hint and required mark to its control', async () => {
    renderForm();
    expect(screen.getByRole('textbox', { name: '姓名' })).toHaveAttribute('name', 'name');
    expect(screen.getByRole('textbox', { name: '姓名' })).toBeRequired();
    const phone = screen.getByRole('textbox', { name: '手机号码' });
    expect(phone).toHaveAttribute('type', 'tel');
    expect(phone).toHaveAccessibleDescription('用于联系您');
    expect(screen.getByRole('combobox', { name: '区县' }).tagName).toBe('SELECT');
    expect(screen.getByRole('radiogroup', { name: '学历' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: '意向' })).toBeInTheDocument();
    expect(screen.getByLabelText('本科')).toBeRequired();
    const captcha = screen.getByRole('group', { name: '人机验证' });
    expect(captcha).toHaveTextContent('正在加载人机验证');
    // The widget arrives, ticks itself once the browser has done the work, and says so.
    expect(await within(captcha).findByRole('checkbox', { name: '验证通过' })).toBeChecked();
    expect(captcha).toHaveAttribute('data-state', 'verified');
    expect(captcha).not.toHaveTextContent('正在加载人机验证');
  });

  it('places the server’s field errors, announces the form message, focuses the first wrong field and renews the captcha', async () => {
    const refusal = new RequestError('请输入正确的手机号码', 400, {
      fields: { phone: '请输入正确的手机号码', education: '请选择学历', captcha: '人机验证未通过或已过期' },
    });
    const { user, send } = renderForm(vi.fn(async () => Promise.reject(refusal)));
    await verified();
    await user.type(screen.getByRole('textbox', { name: '姓名' }), '王小明');
    await user.click(screen.getByTestId('submit'));

    expect(await screen.findByRole('alert')).toHaveTextContent('请输入正确的手机号码');
    const phone = screen.getByRole('textbox', { name: '手机号码' });
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAccessibleDescription('用于联系您 请输入正确的手机号码');
    expect(screen.getByRole('radiogroup', { name: '学历' })).toHaveAccessibleDescription('请选择学历');
    const captcha = screen.getByTestId('captcha');
    expect(captcha).toHaveAttribute('aria-invalid', 'true');
    expect(captcha).toHaveAccessibleDescription('人机验证未通过或已过期');
    expect(screen.getByRole('textbox', { name: '姓名' })).not.toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(phone).toHaveFocus());
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ name: '王小明', captcha: solved(1) }));
    // That solution may have been spent by the send: a new challenge is solved at once, and the next send carries it.
    await waitFor(() => expect(getCaptcha).toHaveBeenCalledTimes(2));
    await verified();
    // (Past the button's double-click lock.)
    fireEvent.submit(screen.getByTestId('submit').closest('form') as HTMLFormElement);
    await waitFor(() => expect(send).toHaveBeenLastCalledWith(expect.objectContaining({ captcha: solved(2) })));
    // Changing a field drops its error.
    await user.type(phone, '1');
    expect(phone).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('sends no solution while the widget is still working, and lets that work finish on a refresh', async () => {
    let answer: (value: unknown) => void = () => undefined;
    getCaptcha.mockReset();
    getCaptcha.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    const { user, send } = renderForm(vi.fn(async () => Promise.reject(new RequestError('请先完成人机验证', 400, {}))));
    await waitFor(() => expect(screen.getByTestId('captcha')).toHaveAttribute('data-state', 'verifying'));
    await user.click(screen.getByTestId('submit'));
    await waitFor(() => expect(send).toHaveBeenCalledWith(expect.objectContaining({ captcha: '' })));
    // The form's refresh after the refusal does not throw away the challenge being solved.
    await act(async () => answer(challenge()));
    await verified();
    expect(getCaptcha).toHaveBeenCalledTimes(1);
  });

  it('solves a new challenge when the one it holds expires', async () => {
    renderForm();
    await verified();
    act(() => (altcha.widgets[0] as unknown as { expire: () => void }).expire());
    await waitFor(() => expect(getCaptcha).toHaveBeenCalledTimes(2));
    await verified();
  });

  it('says it is sending and stays disabled until the answer, then for the double-click lock', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const { user } = renderForm(vi.fn(() => new Promise((resolve) => (answer = resolve))));
    await user.click(screen.getByTestId('submit'));
    const button = screen.getByTestId('submit');
    expect(button).toBeDisabled();
    expect(button).toHaveTextContent('提交中…');
    expect(button).toHaveAttribute('aria-busy', 'true');
    await act(async () => answer({ code: 201 }));
    expect(await screen.findByRole('status')).toHaveTextContent('提交成功');
    expect(button).toHaveTextContent('提交');
    expect(button).toBeDisabled();
    await waitFor(() => expect(button).toBeEnabled(), { timeout: 4000 });
  });

  it('sends once for a double click', async () => {
    const { user, send } = renderForm();
    await user.dblClick(screen.getByTestId('submit'));
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('sends nothing for a second press made before the button shows it is busy', async () => {
    const { result } = renderHook(() => useSubmission());
    let release: (value: string) => void = () => {};
    const send = vi.fn(() => new Promise<string>((resolve) => (release = resolve)));
    let first: Promise<string | undefined> = Promise.resolve(undefined);
    let second: Promise<string | undefined> = Promise.resolve(undefined);
    act(() => {
      // Both in one go: React has not rendered the busy state between them.
      first = result.current.submit(send);
      second = result.current.submit(send);
    });
    expect(await second).toBeUndefined();
    expect(send).toHaveBeenCalledTimes(1);
    await act(async () => release('sent'));
    expect(await first).toBe('sent');
    expect(result.current.busy).toBe(false);
  });

  it('shows the personal-information notice and its box in the page’s language', async () => {
    renderForm();
    expect(screen.getByRole('region', { name: '个人信息处理告知' })).toBeInTheDocument();
    const box = screen.getByRole('checkbox', { name: /我已阅读并同意《个人信息处理告知》/ });
    expect(box).toBeRequired();
    await act(() => i18n.changeLanguage('en-US'));
    expect(screen.getByRole('region', { name: 'Personal information notice' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /I have read the personal information notice/ })).toBe(box);
  });

  it('shows why a challenge could not be had, and solves one when the box is ticked again', async () => {
    getCaptcha.mockRejectedValueOnce(new RequestError('请求过于频繁，请稍后再试', 429));
    renderForm();
    const captcha = screen.getByTestId('captcha');
    await waitFor(() => expect(captcha).toHaveAttribute('data-state', 'failed'));
    expect(captcha).toHaveAccessibleDescription('请求过于频繁，请稍后再试');
    await act(() => (altcha.widgets[0] as unknown as { verify: () => Promise<void> }).verify());
    expect(captcha).toHaveAttribute('data-state', 'verified');
    expect(captcha).not.toHaveAccessibleDescription('请求过于频繁，请稍后再试');
  });

  it('gives the widget the page’s words in both languages', async () => {
    renderForm();
    await screen.findByRole('checkbox', { name: '验证通过' });
    await act(() => i18n.changeLanguage('en-US'));
    expect(screen.getByRole('group', { name: 'Human verification' })).toBeInTheDocument();
    expect(altcha.widgets[0]!.config.language).toBe('en-US');
    expect(altcha.texts.get('en-us')).toMatchObject({ label: "I'm not a robot", verified: 'Verified' });
    expect(altcha.texts.get('zh-cn')).toMatchObject({ label: '我不是机器人', verifying: '正在验证…' });
  });

  it('has no serious or critical accessibility problems, also with errors showing (axe)', async () => {
    const refusal = new RequestError('请选择区县', 400, {
      fields: { district: '请选择区县', consent: '请阅读并同意个人信息处理告知' },
    });
    const { user } = renderForm(vi.fn(async () => Promise.reject(refusal)));
    await verified();
    const check = async () => {
      const result = await axe.run(document.body, {
        rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
      });
      return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
    };
    expect(await check()).toEqual([]);
    // The check finds real problems in this environment (so the empty lists are not vacuous).
    const unlabelled = document.createElement('input');
    document.body.append(unlabelled);
    expect(await check()).toContain('label');
    unlabelled.remove();
    await user.click(screen.getByTestId('submit'));
    await screen.findByRole('alert');
    expect(await check()).toEqual([]);
  });
});

describe('useDraft', () => {
  it('keeps what was typed across a reload and restores it', async () => {
    const { user, unmount } = renderForm();
    await user.type(screen.getByRole('textbox', { name: '姓名' }), '王小明');
    await user.click(screen.getByLabelText('本科'));
    await user.click(screen.getByLabelText('技能培训'));
    await user.click(screen.getByRole('checkbox', { name: /我已阅读并同意/ }));
    await user.selectOptions(screen.getByRole('combobox', { name: '区县' }), '370103');
    await verified();
    const stored = JSON.parse(localStorage.getItem('etp:draft:test-sign-up') ?? '{}');
    expect(stored.values).toEqual({
      name: '王小明',
      phone: '',
      district: '370103',
      education: 'bachelor',
      wishes: ['skill'],
      consent: true,
    });

    unmount();
    render(<SignUpForm send={vi.fn()} />);
    expect(screen.getByRole('textbox', { name: '姓名' })).toHaveValue('王小明');
    expect(screen.getByLabelText('本科')).toBeChecked();
    expect(screen.getByLabelText('技能培训')).toBeChecked();
    expect(screen.getByRole('combobox', { name: '区县' })).toHaveValue('370103');
    expect(screen.getByRole('status')).toHaveTextContent('已恢复');
  });

  it('forgets the draft after a successful send', async () => {
    const { user } = renderForm();
    await user.type(screen.getByRole('textbox', { name: '姓名' }), '王小明');
    await user.click(screen.getByTestId('submit'));
    await screen.findByText('提交成功');
    expect(localStorage.getItem('etp:draft:test-sign-up')).toBeNull();
    expect(screen.getByRole('textbox', { name: '姓名' })).toHaveValue('');
  });

  it('ignores an expired or damaged draft and fields the form does not have', () => {
    const save = (at: number, values: object) =>
      localStorage.setItem('etp:draft:test-sign-up', JSON.stringify({ at, values }));
    save(Date.now() - DRAFT_TTL_MS - 1000, { name: '过期' });
    const { unmount } = render(<SignUpForm send={vi.fn()} />);
    expect(screen.getByRole('textbox', { name: '姓名' })).toHaveValue('');
    expect(localStorage.getItem('etp:draft:test-sign-up')).toBeNull();
    unmount();

    save(Date.now(), { name: '王小明', admin: true, phone: 13812341234, wishes: 'syb' });
    const second = render(<SignUpForm send={vi.fn()} />);
    expect(screen.getByRole('textbox', { name: '姓名' })).toHaveValue('王小明');
    expect(screen.getByRole('textbox', { name: '手机号码' })).toHaveValue('');
    expect(screen.getByLabelText('创业培训')).not.toBeChecked();
    second.unmount();

    localStorage.setItem('etp:draft:test-sign-up', '{not json');
    render(<SignUpForm send={vi.fn()} />);
    expect(screen.getByRole('textbox', { name: '姓名' })).toHaveValue('');
  });

  it('lets a bug in the send function surface instead of showing it as a message', async () => {
    const bug = new TypeError('boom');
    const errors: unknown[] = [];
    const onError = (event: PromiseRejectionEvent | ErrorEvent) => {
      errors.push('reason' in event ? event.reason : event.error);
      event.preventDefault();
    };
    window.addEventListener('unhandledrejection', onError);
    process.once('unhandledRejection', (reason) => errors.push(reason));
    renderForm(vi.fn(async () => Promise.reject(bug)));
    fireEvent.submit(screen.getByTestId('submit').closest('form') as HTMLFormElement);
    await waitFor(() => expect(errors).toContain(bug));
    window.removeEventListener('unhandledrejection', onError);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
