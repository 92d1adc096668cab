// A counted to-do card that opens its list: every card of a row is as tall as the tallest (a title on two lines in
// English makes no card shorter than its neighbours), with "open ›" at the bottom.
import { Card, Col, Statistic } from 'antd';
import { Link } from 'react-router';

interface Props {
  to: string;
  testId: string;
  title: string;
  value: number;
  color: string;
  open: string;
}

export function CountCard({ to, testId, title, value, color, open }: Props) {
  return (
    <Col flex="1 1 180px" style={{ display: 'flex' }}>
      <Link to={to} data-testid={testId} style={{ display: 'flex', flex: 1 }}>
        <Card
          hoverable
          size="small"
          style={{ borderTop: `3px solid ${color}`, flex: 1, display: 'flex', flexDirection: 'column' }}
          styles={{ body: { flex: 1, display: 'flex', flexDirection: 'column' } }}
        >
          <Statistic title={title} value={value} valueStyle={{ color }} />
          <span style={{ fontSize: 12, color: '#8c8c8c', marginTop: 'auto' }}>{open} ›</span>
        </Card>
      </Link>
    </Col>
  );
}
