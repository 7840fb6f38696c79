import type { ScanPageDetail } from '@zhijuan/contracts';
import { Button, Space, Typography } from 'antd';
import { AuthedImage } from '../../../lib/AuthedImage';
import { pageImagePath } from '../api';
import { toggleOption } from './form';

/** Why a question is in front of a person, as the exceptions list says it. */
const FLAG_TEXT: Record<string, string> = {
  multiple: '多涂',
  ambiguous: '填涂不清',
  crossed: '疑似改涂',
};

/** One flagged question: the zoomed bubbles and the options as keys (letters on the keyboard too). */
export function QuestionFix({
  page,
  question,
  value,
  active,
  onChange,
  onFocus,
}: {
  page: ScanPageDetail;
  question: string;
  value: string;
  active: boolean;
  onChange: (v: string) => void;
  onFocus: () => void;
}) {
  const options = page.bubbles.filter((b) => b.question === question);
  const order = options.map((o) => o.option);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the row only takes focus for its keyboard keys
    <div className={`zj-scan-fix${active ? ' is-active' : ''}`} onMouseDown={onFocus}>
      <div className="zj-scan-fix-head">
        <Typography.Text strong>第 {question} 题</Typography.Text>
        <Typography.Text type="secondary">
          {page.stain?.questions.includes(question) && page.flags[question] === 'ambiguous'
            ? '有污渍'
            : (FLAG_TEXT[page.flags[question] ?? ''] ?? '')}
          {'　'}读数 {options.map((o) => `${o.option} ${Math.round(o.fill * 100)}%`).join('　')}
        </Typography.Text>
      </div>
      <AuthedImage
        path={pageImagePath(page.id, question)}
        alt={`第 ${question} 题填涂`}
        preview={false}
        className="zj-scan-fix-img"
      />
      <Space wrap>
        {options.map((o) => (
          <Button
            key={o.option}
            type={value.includes(o.option) ? 'primary' : 'default'}
            onClick={() => onChange(toggleOption(value, o.option, order))}
          >
            {o.option === 'T' ? '√' : o.option === 'F' ? '×' : o.option}
          </Button>
        ))}
        <Button type={value === '' ? 'primary' : 'default'} onClick={() => onChange('')}>
          未作答
        </Button>
      </Space>
    </div>
  );
}
