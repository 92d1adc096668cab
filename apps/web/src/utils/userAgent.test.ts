import { describe, expect, it } from 'vitest';
import { describeUserAgent } from './userAgent';

describe('describeUserAgent', () => {
  it('names the browser, its major version and the system', () => {
    expect(
      describeUserAgent(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
      ),
    ).toBe('Chrome 156 / Windows 10');
    expect(
      describeUserAgent(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0.7339.16 Safari/537.36',
      ),
    ).toBe('Chrome 140 / Linux');
    expect(
      describeUserAgent(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari 18 / iOS 18');
    expect(
      describeUserAgent(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      ),
    ).toBe('Edge 131 / Windows 10');
    expect(
      describeUserAgent('Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:128.0) Gecko/20100101 Firefox/128.0'),
    ).toBe('Firefox 128 / macOS');
  });

  it('names WeChat on HarmonyOS and Android phones', () => {
    expect(
      describeUserAgent(
        'Mozilla/5.0 (Linux; Android 12; HarmonyOS; ELS-AN00) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/99.0 Mobile Safari/537.36 MicroMessenger/8.0.40',
      ),
    ).toBe('WeChat 8 / HarmonyOS');
    expect(
      describeUserAgent(
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
      ),
    ).toBe('Chrome 130 / Android 14');
  });

  it('names a program as a program ("node" is no browser)', () => {
    expect(describeUserAgent('node')).toBe('程序调用（node）');
    expect(describeUserAgent('curl/8.5.0')).toBe('程序调用（curl）');
  });

  it('keeps a short unknown string and nothing for nothing', () => {
    expect(describeUserAgent('Mystery/1.0')).toBe('Mystery/1.0');
    expect(describeUserAgent('')).toBe('');
  });
});
