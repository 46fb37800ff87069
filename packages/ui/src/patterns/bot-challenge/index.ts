export { BotChallenge, TURNSTILE_SCRIPT_URL, type BotChallengeProps, type TurnstileApi, type TurnstileRenderOptions } from './bot-challenge';
