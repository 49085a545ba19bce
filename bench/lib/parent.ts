/**
 * A verified, consenting parent with a child, made over HTTP the way the app makes one, and the
 * bearer token the web app would send.
 */
import { defaultAppearance } from '../../src/shared/appearance.ts';

export interface BenchParent {
  auth: { authorization: string };
  childId: string;
}

export async function call(
  baseUrl: string,
  pathname: string,
  init: { method?: string; json?: unknown; headers?: Record<string, string>; origin?: string } = {},
): Promise<Response> {
  // The app's own address (PUBLIC_URL) when the processes are reached at another one.
  const headers = new Headers({ origin: init.origin ?? baseUrl, ...init.headers });
  if (init.json !== undefined) headers.set('content-type', 'application/json');
  const response = await fetch(`${baseUrl}${pathname}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  });
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${pathname}: ${response.status} ${await response.text()}`);
  return response;
}

export async function signUpParent(baseUrl: string, email: string, origin?: string): Promise<BenchParent> {
  const signUp = await call(baseUrl, '/api/identity/sign-up/email', {
    method: 'POST',
    json: { email, password: 'moonlit-otter-lantern', name: 'Bench Parent' },
    origin,
  });
  const cookie = signUp.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  const { token } = (await (await call(baseUrl, '/api/identity/token', { headers: { cookie } })).json()) as { token: string };
  const auth = { authorization: `Bearer ${token}` };
  await call(baseUrl, '/api/auth/create-account', { method: 'POST', headers: auth });
  await call(baseUrl, '/api/auth/age-verification', { method: 'POST', headers: auth, json: { birthDate: '1988-04-12' } });
  await call(baseUrl, '/api/auth/parental-consent', { method: 'POST', headers: auth, json: { consented: true } });
  const birth = new Date();
  birth.setUTCFullYear(birth.getUTCFullYear() - 6, birth.getUTCMonth() - 1);
  const child = await call(baseUrl, '/api/children', {
    method: 'POST',
    headers: auth,
    json: { name: 'Maya', birthDate: birth.toISOString().slice(0, 10), pronouns: 'she', interests: ['dinosaurs'], appearance: defaultAppearance },
  });
  const { id: childId } = (await child.json()) as { id: string };
  return { auth, childId };
}

/** Asks for a short story, without narration unless asked; resolves with its id once it is accepted. */
export async function requestStory(baseUrl: string, parent: BenchParent, voice: 'none' | 'standard' = 'none'): Promise<string> {
  const response = await call(baseUrl, '/api/stories', {
    method: 'POST',
    headers: parent.auth,
    json: { heroChildId: parent.childId, theme: 'dinosaurs', setting: '', length: 5, voice, illustrationStyle: 'storybook' },
  });
  return ((await response.json()) as { id: string }).id;
}
