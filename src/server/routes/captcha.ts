import type { Handlers } from '../contract/handler-types';
import type { CaptchaIssuer } from '../domain/security/captcha';

/** The proof-of-work challenge a protected form solves before it is sent. */
export function captchaRoutes(captcha: CaptchaIssuer): Handlers {
  return {
    getCaptchaChallenge: async ({ reply }) => {
      reply.header('Cache-Control', 'no-store');
      return captcha.issue(new Date());
    },
  };
}
