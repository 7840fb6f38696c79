import { Card, Empty, Typography } from 'antd';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { SCREENS, type ScreenKey } from './screens';

/** A screen whose content arrives in a later issue: its title and what will appear here. */
export default function PlaceholderPage({ screen }: { screen: ScreenKey }) {
  const { title, empty } = SCREENS[screen];
  useDocumentTitle(title);
  return (
    <div className="zj-page">
      <Typography.Title level={3} className="zj-page-title">
        {title}
      </Typography.Title>
      <Card variant="borderless" className="zj-page-card">
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} className="zj-page-empty" />
      </Card>
    </div>
  );
}
