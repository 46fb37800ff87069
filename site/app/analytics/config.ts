/**
 * The analytics, IP and chat integrations, configured per deployment at build time. Each is off
 * while its variable is unset; nothing at all loads before the visitor chooses Accept All.
 */
const env = (name: string): string => (import.meta.env[name] as string | undefined)?.trim() ?? '';
const list = (name: string) =>
  env(name)
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);

export const analyticsConfig = {
  segment: {
    writeKey: env('VITE_SEGMENT_WRITE_KEY'),
    cdnUrl: env('VITE_SEGMENT_CDN_URL') || undefined,
    apiHost: env('VITE_SEGMENT_API_HOST') || undefined,
    protocol: (env('VITE_SEGMENT_PROTOCOL') || undefined) as 'http' | 'https' | undefined,
  },
  ga4: {
    measurementId: env('VITE_GA4_MEASUREMENT_ID'),
    scriptUrl: env('VITE_GA4_SCRIPT_URL') || undefined,
  },
  ip: {
    geolocation: env('VITE_IP_GEOLOCATION_URL') || undefined,
    ipInfo: env('VITE_IP_INFO_URL') || undefined,
    ipInfoForIp: env('VITE_IP_INFO_FOR_IP_URL') || undefined,
    echo: list('VITE_IP_ECHO_URLS'),
    geolocationForIp: env('VITE_IP_GEOLOCATION_FOR_IP_URL') || undefined,
  },
  chat: { scriptUrl: env('VITE_CHAT_SCRIPT_URL') },
};
