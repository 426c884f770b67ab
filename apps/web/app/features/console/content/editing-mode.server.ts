import { cookieNames } from '@drawline/contracts';
import { type AppLoadContext, data, redirect } from 'react-router';
import { readCookie, serializeCookie } from '../../../lib/cookies';
import { refusalOf, requireConsoleStaff } from '../staff-session.server';

/** The editing mode lasts as long as its token (decision 494). */
const EDITING_MODE_SECONDS = 2 * 60 * 60;

/** The console's editing mode page: whether this browser carries the mode now. */
export async function loadConsoleEditingMode(request: Request, context: AppLoadContext) {
  await requireConsoleStaff(request, context, 'content');
  return { on: Boolean(readCookie(request, cookieNames.cmsEditingMode)) };
}

/**
 * Turns the CMS editing mode on for this browser (a token signed for the editor, audited, kept in an
 * HttpOnly cookie for two hours) and opens the shop's home page; or turns it off (intent=stop).
 */
export async function consoleEditingModeAction(request: Request, context: AppLoadContext) {
  const { staff } = await requireConsoleStaff(request, context, 'content');
  const form = await request.formData();
  const secure = context.cookieSecure;
  if (form.get('intent') === 'stop') {
    const cleared = serializeCookie(cookieNames.cmsEditingMode, '', { maxAgeSeconds: 0, secure, httpOnly: true });
    return data(
      { error: null, done: 'The editing mode is off in this browser.' },
      { headers: { 'set-cookie': cleared } },
    );
  }
  try {
    const { token } = await staff.contentEditingMode();
    const cookie = serializeCookie(cookieNames.cmsEditingMode, token, {
      maxAgeSeconds: EDITING_MODE_SECONDS,
      secure,
      httpOnly: true,
    });
    return redirect('/', { headers: { 'set-cookie': cookie } });
  } catch (error) {
    const { status, message } = refusalOf(error);
    return data({ error: message, done: null }, { status: status === 403 ? 403 : 200 });
  }
}
