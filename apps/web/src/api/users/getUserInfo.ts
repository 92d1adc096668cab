// GET /o/v1/users/info: the signed-in user; an empty answer means the token is not trusted.
import { USERS_API, type UserInfo } from '@etp/contracts';
import i18n from '@/i18n';
import { notifyError } from '@/utils/notify';
import { get, RequestError } from '../http';

export async function getUserInfo(): Promise<UserInfo> {
  const body = await get<UserInfo | null>(USERS_API.info);
  if (!body.data?.username) {
    const text = i18n.t('http.userInfoEmpty');
    notifyError(text);
    throw new RequestError(text, body.code);
  }
  return body.data;
}
