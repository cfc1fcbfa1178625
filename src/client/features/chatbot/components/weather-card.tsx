import { Trans, useLingui } from '@lingui/react/macro';
import type { BotWeather } from '@shared/chatbot/data-source';

/** The WEATHER payload: temperature in °F as the provider gives it (US users), wind in mph. */
export function WeatherCard({ weather }: { weather: BotWeather }) {
  const { i18n } = useLingui();
  const place = weather.place;
  const temperature = i18n.number(Math.round(weather.temperature));
  const wind = weather.windMph === null ? null : i18n.number(Math.round(weather.windMph));
  return (
    <div className="chat-weather">
      <p className="chat-weather__place">{place}</p>
      <p className="chat-weather__temperature">
        <Trans>{temperature} °F</Trans>
      </p>
      {weather.description ? <p>{weather.description}</p> : null}
      {wind !== null ? (
        <p>
          <Trans>Wind: {wind} mph</Trans>
        </p>
      ) : null}
    </div>
  );
}
