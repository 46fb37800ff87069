export {
  BotChallenge,
  botChallengeMessages,
  TURNSTILE_SCRIPT_URL,
  type BotChallengeMessages,
  type BotChallengeProps,
  type TurnstileApi,
  type TurnstileRenderOptions,
} from './bot-challenge';
