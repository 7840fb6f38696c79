import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Layout } from 'antd';
import { createContext, type ReactNode, useContext, useState } from 'react';
import { createPortal } from 'react-dom';
import { useLocation, useNavigate } from 'react-router';

/** Where 返回 of the slim bar goes: /write back to the 阅卷 overview of its exam. */
export function backPathOf(search: string): string {
  const assignmentId = new URLSearchParams(search).get('assignmentId');
  return assignmentId ? `/correct?assignmentId=${encodeURIComponent(assignmentId)}` : '/correct';
}

const SlotContext = createContext<HTMLElement | null>(null);

/** Puts a screen's own items (title, progress, actions) into the slim bar, after 返回. */
export function MinimalBarContent({ children }: { children: ReactNode }) {
  const slot = useContext(SlotContext);
  return slot ? createPortal(children, slot) : null;
}

/** /write: only a slim bar with a way back, and room for what the screen puts there. */
export function MinimalTopBarLayout({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const { search } = useLocation();
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  return (
    <SlotContext.Provider value={slot}>
      <Layout.Header className="zj-header zj-header-minimal">
        <Button type="text" icon={<ArrowLeftOutlined />} onClick={() => navigate(backPathOf(search))}>
          返回
        </Button>
        <div className="zj-header-minimal-slot" ref={setSlot} />
      </Layout.Header>
      {children}
    </SlotContext.Provider>
  );
}
