// The shared rules for people as a public form's route sees them: each field's own message, with the values it
// names (the age range), in the reader's language.
import { idCardCheckChar, idCardNumber, mobilePhone, personalDataConsent, personName } from '@etp/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import httpPlugin from '@/plugins/http.ts';
import { clientOf } from '../helpers.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(httpPlugin);
  app.withTypeProvider<ZodTypeProvider>().post('/sign-up', {
    schema: {
      body: z.object({ name: personName, id_card: idCardNumber, phone: mobilePhone, consent: personalDataConsent }),
    },
    handler: async (request, reply) => reply.ok(request.body),
  });
  await app.ready();
});
afterAll(() => app.close());

const year = new Date().getFullYear();
const idCard = (birth: string) => {
  const first17 = `370102${birth}123`;
  return first17 + idCardCheckChar(first17);
};
const send = (body: object, lang = 'zh-CN') =>
  clientOf(app).post('/sign-up', body, { headers: { 'accept-language': lang } });

describe('a form built from the people rules', () => {
  it('accepts good values and hands the route their normal form', async () => {
    const id = idCard(`${year - 30}0101`).toLowerCase();
    const res = await send({ name: ' 买买提•艾力 ', id_card: id, phone: '138 1234 1234', consent: true });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      name: '买买提·艾力',
      id_card: id.toUpperCase(),
      phone: '13812341234',
      consent: true,
    });
  });

  it('answers each bad field with its own sentence', async () => {
    const res = await send({ name: '王', id_card: '37010219900307123', phone: '12345', consent: false });
    expect(res.status).toBe(400);
    expect(res.body.data.fields).toEqual({
      name: '姓名应为 2 至 30 个字符',
      id_card: '身份证号码应为 18 位',
      phone: '请输入正确的手机号码',
      consent: '请阅读并同意个人信息处理告知',
    });
  });

  it('names the age range in the reader’s language', async () => {
    const tooYoung = idCard(`${year - 10}0101`);
    const zh = await send({ name: '王小明', id_card: tooYoung, phone: '13812341234', consent: true });
    expect(zh.body.data.fields).toEqual({ id_card: '年龄须在 16 至 65 周岁之间' });
    const en = await send({ name: '王小明', id_card: tooYoung, phone: '13812341234', consent: true }, 'en-US');
    expect(en.body.msg).toBe('You must be between 16 and 65 years old.');
  });

  it('asks for what is missing', async () => {
    const res = await send({});
    expect(res.body.data.fields).toEqual({
      name: '请输入姓名',
      id_card: '请输入身份证号码',
      phone: '请输入手机号码',
      consent: '请阅读并同意个人信息处理告知',
    });
  });
});
