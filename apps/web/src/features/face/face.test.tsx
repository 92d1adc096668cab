// The face check dialog and /faceRecognition with the camera and the calls stubbed: what the student sees for a
// registration, a failed compare (message and attempts left), a pause and a pass; the public page's two steps.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { forwardRef, type ReactNode, useEffect, useImperativeHandle } from 'react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RequestError } from '@/api/http';
import i18n from '@/i18n';

const api = vi.hoisted(() => ({
  useFaceStatus: vi.fn(),
  compareFace: vi.fn(),
  registerFace: vi.fn(),
  publicVerifyFace: vi.fn(),
  identifyForFace: vi.fn(),
}));
vi.mock('@/api/face/checks', () => ({
  useFaceStatus: api.useFaceStatus,
  compareFace: api.compareFace,
  registerFace: api.registerFace,
  publicVerifyFace: api.publicVerifyFace,
}));
vi.mock('@/api/face/staff', () => ({ identifyForFace: api.identifyForFace }));
vi.mock('./FaceCamera', () => ({
  FaceCamera: forwardRef<{ capture(): Promise<Blob[]> }, { onReady?: (ready: boolean) => void }>(function StubCamera(
    { onReady },
    ref,
  ) {
    useImperativeHandle(ref, () => ({ capture: async () => [new Blob(['a']), new Blob(['b'])] }));
    useEffect(() => onReady?.(true), [onReady]);
    return <div data-testid="stub-camera" />;
  }),
}));

const { default: FaceCheckDialog } = await import('./FaceCheckDialog');
const { default: FaceRecognitionPage } = await import('./screens/FaceRecognitionPage');

function wrap(node: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{node}</MemoryRouter>
    </QueryClientProvider>,
  );
}
const status = (over: object = {}) => ({
  data: { registered: true, is_compare: 1, failures_in_row: 0, max_failures: 3, paused: false, ...over },
  isLoading: false,
});

beforeEach(async () => {
  vi.clearAllMocks();
  await i18n.changeLanguage('en-US');
});

describe('FaceCheckDialog', () => {
  it('registers the face when the student has no photo yet, then lets them continue', async () => {
    api.useFaceStatus.mockReturnValue(status({ registered: false, is_compare: 0 }));
    api.registerFace.mockResolvedValue({ code: 201, msg: '', data: { registered: true, verified: true } });
    const onPassed = vi.fn();
    wrap(<FaceCheckDialog open purpose="study_start" onPassed={onPassed} onCancel={vi.fn()} />);
    await userEvent.click(await screen.findByTestId('face-start'));
    expect(api.registerFace).toHaveBeenCalledWith([expect.any(Blob), expect.any(Blob)]);
    expect(api.compareFace).not.toHaveBeenCalled();
    await userEvent.click(await screen.findByTestId('face-continue'));
    expect(onPassed).toHaveBeenCalledTimes(1);
  });

  it("shows the server's message and the attempts left on a failure, and never calls onPassed", async () => {
    api.useFaceStatus.mockReturnValue(status());
    api.compareFace.mockResolvedValue({
      passed: false,
      msg: 'Face check failed: not the same person (1 attempts left).',
      data: { remaining: 1, paused: false, compare_error_num: 2 },
    });
    const onPassed = vi.fn();
    wrap(<FaceCheckDialog open purpose="study_random" lessonId={9} onPassed={onPassed} onCancel={vi.fn()} />);
    await userEvent.click(await screen.findByTestId('face-start'));
    expect(api.compareFace).toHaveBeenCalledWith(expect.any(Array), 'study_random', 9);
    expect(await screen.findByTestId('face-failed')).toHaveTextContent('not the same person');
    expect(screen.getByText('1 attempts left')).toBeTruthy();
    expect(onPassed).not.toHaveBeenCalled();
  });

  it('offers no check while study is paused', async () => {
    api.useFaceStatus.mockReturnValue(status({ failures_in_row: 3, paused: true }));
    wrap(<FaceCheckDialog open purpose="study_start" onPassed={vi.fn()} onCancel={vi.fn()} />);
    expect(await screen.findByTestId('face-paused')).toBeTruthy();
    expect(screen.queryByTestId('face-start')).toBeNull();
  });
});

describe('/faceRecognition', () => {
  it("shows the server's answer to a wrong identity, then identifies and verifies", async () => {
    api.identifyForFace.mockRejectedValueOnce(new RequestError('The name or ID number is not correct.', 400));
    api.identifyForFace.mockResolvedValueOnce({ data: { ticket: 't'.repeat(32), name: '王小明', registered: true } });
    api.publicVerifyFace.mockResolvedValue({
      passed: true,
      msg: '',
      data: { passed: true, distance: 0.4, check_id: 1 },
    });
    wrap(<FaceRecognitionPage />);
    await userEvent.type(screen.getByTestId('face-name'), '王小明');
    await userEvent.type(screen.getByTestId('face-id-card'), '370102199003071234');
    await userEvent.click(screen.getByTestId('face-identify'));
    expect(await screen.findByTestId('face-message')).toHaveTextContent('not correct');
    await userEvent.click(screen.getByTestId('face-identify'));
    expect(api.identifyForFace).toHaveBeenLastCalledWith({ name: '王小明', id_card: '370102199003071234' });
    await userEvent.click(await screen.findByTestId('face-verify'));
    await waitFor(() => expect(screen.getByTestId('face-passed')).toHaveTextContent('王小明'));
    expect(api.publicVerifyFace).toHaveBeenCalledWith(expect.any(Array), 't'.repeat(32));
  });
});
