import { describe, expect, it } from 'vitest';
import { integrationSources } from './integration-sources';

describe('integration sources', () => {
  it('opens nothing while every integration is off', () => {
    expect(integrationSources({})).toEqual({});
    // A destination's other variables do nothing without the variable that turns it on.
    expect(
      integrationSources({
        VITE_SEGMENT_CDN_URL: 'https://cdn.example',
        VITE_GA4_SCRIPT_URL: 'https://gtm.example/gtag.js',
        VITE_TURNSTILE_SCRIPT_URL: 'https://t.example/api.js',
      }),
    ).toEqual({});
  });

  it('lets the forms reach an API on another origin, and adds nothing for the same-origin default', () => {
    expect(integrationSources({ VITE_API_BASE_URL: 'https://api.ionvale.example/v1' })).toEqual({ 'connect-src': ['https://api.ionvale.example'] });
    expect(integrationSources({ VITE_API_BASE_URL: '/api' })).toEqual({});
  });

  it("allows Segment's own CDN and API by default, or the configured ones", () => {
    expect(integrationSources({ VITE_SEGMENT_WRITE_KEY: 'key' })).toEqual({
      'script-src': ['https://cdn.segment.com'],
      'connect-src': ['https://cdn.segment.com', 'https://api.segment.io'],
    });
    expect(
      integrationSources({
        VITE_SEGMENT_WRITE_KEY: 'key',
        VITE_SEGMENT_CDN_URL: 'https://seg-cdn.ionvale.example/path',
        VITE_SEGMENT_API_HOST: 'seg-api.ionvale.example:8443/v1',
        VITE_SEGMENT_PROTOCOL: 'http',
      }),
    ).toEqual({
      'script-src': ['https://seg-cdn.ionvale.example'],
      'connect-src': ['https://seg-cdn.ionvale.example', 'http://seg-api.ionvale.example:8443'],
    });
  });

  it("allows gtag.js from Google's tag host and its hits to Google's collectors", () => {
    const google = ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'];
    expect(integrationSources({ VITE_GA4_MEASUREMENT_ID: 'G-1' })).toEqual({
      'script-src': ['https://www.googletagmanager.com'],
      'connect-src': ['https://www.googletagmanager.com', ...google],
      'img-src': ['https://www.googletagmanager.com', ...google],
    });
    expect(
      integrationSources({ VITE_GA4_MEASUREMENT_ID: 'G-1', VITE_GA4_SCRIPT_URL: 'https://tags.ionvale.example/gtag/js?id=G-1' })['script-src'],
    ).toEqual(['https://tags.ionvale.example']);
  });

  it('lets the IP look-ups reach each configured service once', () => {
    expect(
      integrationSources({
        VITE_IP_GEOLOCATION_URL: 'https://geo.example/json',
        VITE_IP_INFO_URL: 'https://info.example/json',
        VITE_IP_INFO_FOR_IP_URL: 'https://info.example/{ip}/json',
        VITE_IP_ECHO_URLS: 'https://echo-a.example/ , https://echo-b.example/ip',
        VITE_IP_GEOLOCATION_FOR_IP_URL: 'https://geo.example/{ip}',
      }),
    ).toEqual({ 'connect-src': ['https://geo.example', 'https://info.example', 'https://echo-a.example', 'https://echo-b.example'] });
  });

  it("gives Tawk.to's widget its frames, websocket, styles, fonts and images", () => {
    const sources = integrationSources({ VITE_CHAT_SCRIPT_URL: 'https://embed.tawk.to/abc/default' });
    for (const directive of ['script-src', 'style-src', 'img-src', 'font-src', 'connect-src', 'frame-src'] as const) {
      expect(sources[directive], directive).toContain('https://*.tawk.to');
    }
    expect(sources['connect-src']).toContain('wss://*.tawk.to');
  });

  it('gives any other chat widget its own origin, websocket included', () => {
    const sources = integrationSources({ VITE_CHAT_SCRIPT_URL: 'http://127.0.0.1:4180/chat/widget.js' });
    expect(sources['script-src']).toEqual(['http://127.0.0.1:4180']);
    expect(sources['frame-src']).toEqual(['http://127.0.0.1:4180']);
    expect(sources['connect-src']).toEqual(['http://127.0.0.1:4180', 'ws://127.0.0.1:4180']);
  });

  it("allows Turnstile's script and challenge frame only with a site key", () => {
    expect(integrationSources({ VITE_TURNSTILE_SITE_KEY: '1x00' })).toEqual({
      'script-src': ['https://challenges.cloudflare.com'],
      'frame-src': ['https://challenges.cloudflare.com'],
    });
    expect(
      integrationSources({ VITE_TURNSTILE_SITE_KEY: '1x00', VITE_TURNSTILE_SCRIPT_URL: 'http://127.0.0.1:4181/turnstile.js' })['frame-src'],
    ).toEqual(['http://127.0.0.1:4181']);
  });

  it('merges integrations that share a host without repeating it', () => {
    const sources = integrationSources({
      VITE_GA4_MEASUREMENT_ID: 'G-1',
      VITE_GA4_SCRIPT_URL: 'http://127.0.0.1:4180/gtag/js',
      VITE_CHAT_SCRIPT_URL: 'http://127.0.0.1:4180/chat/widget.js',
    });
    expect(sources['script-src']).toEqual(['http://127.0.0.1:4180']);
  });

  it('stops the build on a value that is no http(s) URL', () => {
    expect(() => integrationSources({ VITE_CHAT_SCRIPT_URL: 'embed.tawk.to/abc' })).toThrow('VITE_CHAT_SCRIPT_URL');
    expect(() => integrationSources({ VITE_IP_ECHO_URLS: 'javascript:alert(1)' })).toThrow('VITE_IP_ECHO_URLS');
  });
});
