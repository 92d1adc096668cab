// GET /o/v1/users/menu: the server-provided menu; anything but code 200 is a loading error.
import { MENUS_API, type MenuItem } from '@etp/contracts';
import i18n from '@/i18n';
import { notifyError } from '@/utils/notify';
import { get, RequestError } from '../http';

export async function getUserMenu(): Promise<MenuItem[]> {
  const body = await get<MenuItem[]>(MENUS_API.mine);
  if (body.code !== 200) {
    const text = i18n.t('http.menuError');
    notifyError(text);
    throw new RequestError(text, body.code);
  }
  return body.data;
}
