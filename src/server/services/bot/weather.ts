import type { BotPlace, BotWeather } from '@shared/chatbot/data-source';

/** Current weather at a point; null when the provider failed (logged by the caller). */
export interface WeatherProvider {
  current(place: BotPlace): Promise<BotWeather | null>;
}

export interface WeatherOptions {
  url: string;
  apiKey?: string;
  timeoutMs: number;
  log: { warn(obj: object, msg: string): void };
}

interface OpenMeteoCurrent {
  current?: {
    time?: string;
    temperature_2m?: number;
    weather_code?: number;
    wind_speed_10m?: number;
  };
}

/**
 * An Open-Meteo-compatible forecast endpoint (`/v1/forecast?latitude&longitude&current=...`),
 * in °F and mph. Any failure (network, status, shape, time limit) is logged and answered null:
 * the bot then says weather is not available; it never fails the request.
 */
export function openMeteoWeather(options: WeatherOptions): WeatherProvider {
  return {
    async current(place) {
      const url = new URL(options.url);
      url.searchParams.set('latitude', String(place.lat));
      url.searchParams.set('longitude', String(place.lng));
      url.searchParams.set('current', 'temperature_2m,weather_code,wind_speed_10m');
      url.searchParams.set('temperature_unit', 'fahrenheit');
      url.searchParams.set('wind_speed_unit', 'mph');
      if (options.apiKey) url.searchParams.set('apikey', options.apiKey);
      try {
        const response = await fetch(url, { signal: AbortSignal.timeout(options.timeoutMs) });
        if (!response.ok) throw new Error(`weather status ${response.status}`);
        const body = (await response.json()) as OpenMeteoCurrent;
        const temperature = body.current?.temperature_2m;
        if (typeof temperature !== 'number') throw new Error('weather answer has no temperature');
        return {
          place: place.label,
          temperature,
          description: null,
          code: body.current?.weather_code ?? null,
          windMph: body.current?.wind_speed_10m ?? null,
          observedAt: body.current?.time ?? null,
        };
      } catch (error) {
        options.log.warn({ err: error, host: url.host }, 'weather lookup failed');
        return null;
      }
    },
  };
}
