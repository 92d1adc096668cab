// Sign in with username (trimmed), password and role, then go to /home (the guard routes on).
import { type LoginBody, ROLES } from '@etp/contracts';
import { Button, Card, Form, Input, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useLogin } from '../../../api/auth/login';
import { LanguageSwitch } from '../../../components/LanguageSwitch';
import { useApp } from '../../../stores/app';
import { useSession } from '../../../stores/session';
import { siteTitle, useSite } from '../../../stores/site';
import styles from './LoginPage.module.css';

export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const login = useLogin();
  const system = useSite((s) => s.system);
  const initialRole = ROLES.find((role) => role === params.get('role')) ?? 'student';

  const onFinish = async (values: LoginBody) => {
    const tokens = await login.mutateAsync(values);
    useSession.getState().setTokens(tokens);
    useApp.getState().setLoginToIndex(true);
    navigate('/home', { replace: true });
  };

  return (
    <main className={styles.page}>
      <div className={styles.lang}>
        <LanguageSwitch />
      </div>
      <Card className={styles.card}>
        <Typography.Title level={3} className={styles.site}>
          {siteTitle(system)}
        </Typography.Title>
        <Typography.Title level={4}>{t('login.title')}</Typography.Title>
        <Form<LoginBody>
          layout="vertical"
          initialValues={{ role: initialRole }}
          onFinish={(v) => void onFinish(v).catch(() => undefined)}
        >
          <Form.Item
            name="username"
            label={t('login.username')}
            rules={[{ required: true, whitespace: true, message: t('login.usernameRequired') }]}
            normalize={(value: string) => value.trimStart()}
          >
            <Input autoComplete="username" data-testid="login-username" />
          </Form.Item>
          <Form.Item
            name="password"
            label={t('login.password')}
            rules={[{ required: true, message: t('login.passwordRequired') }]}
          >
            <Input.Password autoComplete="current-password" data-testid="login-password" />
          </Form.Item>
          <Form.Item name="role" label={t('login.role')} rules={[{ required: true, message: t('login.roleRequired') }]}>
            <Select
              data-testid="login-role"
              options={ROLES.map((role) => ({ value: role, label: t(`role.${role}`) }))}
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={login.isPending} data-testid="login-submit">
            {t('login.submit')}
          </Button>
        </Form>
        <div className={styles.back}>
          <Link to="/portal">{t('login.backToPortal')}</Link>
        </div>
      </Card>
    </main>
  );
}
