import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';

/**
 * What the login form's ALTCHA widget sends with a sign-in: the server's challenge (GET
 * /api/altcha/challenge) with its solved proof of work, as base64 JSON. For clients that sign in
 * without the widget: the CLI, and tests that sign in over HTTP.
 */
export async function solvedAltcha(challenge: Parameters<typeof solveChallenge>[0]['challenge']): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  // The challenge and solution are ASCII (hex, numbers, algorithm names), so btoa encodes them as is.
  return btoa(JSON.stringify({ challenge, solution }));
}
