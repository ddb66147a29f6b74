import { Button, ConfirmDialog, Modal, Tabs, useToast } from '@sewa/ui';
import { useState } from 'react';
import { Demo, UiKitSection } from './ui-kit-section';
import { useUiKitText } from './ui-kit-text';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function TabsSection() {
  const t = useUiKitText();
  return (
    <UiKitSection id="tabs" title={t.sections.tabs}>
      <Tabs
        aria-label={t.sections.tabs}
        items={[
          {
            value: 'overview',
            label: t.tabs.overview,
            content: <p className="text-sm">{t.tabs.overviewBody}</p>,
          },
          {
            value: 'invoices',
            label: t.tabs.invoices,
            content: <p className="text-sm">{t.tabs.invoicesBody}</p>,
          },
          {
            value: 'documents',
            label: t.tabs.documents,
            content: <p className="text-sm">{t.tabs.documentsBody}</p>,
          },
        ]}
      />
    </UiKitSection>
  );
}

export function DialogsSection() {
  const t = useUiKitText();
  const toast = useToast();
  const [isModalOpen, setIsModalOpen] = useState(false);
  const [isBookingOpen, setIsBookingOpen] = useState(false);
  const [isAppointmentOpen, setIsAppointmentOpen] = useState(false);
  return (
    <UiKitSection id="dialogs" title={t.sections.dialogs}>
      <Demo>
        <Modal
          open={isModalOpen}
          onOpenChange={setIsModalOpen}
          trigger={<Button variant="outline">{t.dialogs.openModal}</Button>}
          title={t.dialogs.modalTitle}
          description={t.dialogs.modalDescription}
          footer={<Button onClick={() => setIsModalOpen(false)}>{t.dialogs.done}</Button>}
        >
          <p className="text-sm text-slate-700">{t.dialogs.modalBody}</p>
        </Modal>
        <Button variant="danger" onClick={() => setIsBookingOpen(true)}>
          {t.dialogs.cancelBooking}
        </Button>
        <Button variant="outline" onClick={() => setIsAppointmentOpen(true)}>
          {t.dialogs.cancelAppointment}
        </Button>
      </Demo>
      <p className="mt-3 text-xs text-slate-500">{t.dialogs.asyncNote}</p>
      <ConfirmDialog
        open={isBookingOpen}
        onOpenChange={setIsBookingOpen}
        tone="danger"
        title={t.dialogs.confirmTitle}
        message={t.dialogs.confirmMessage}
        confirmLabel={t.dialogs.yes}
        cancelLabel={t.dialogs.no}
        onConfirm={async () => {
          await wait(1500);
          toast.success(t.dialogs.cancelled);
        }}
      />
      <ConfirmDialog
        open={isAppointmentOpen}
        onOpenChange={setIsAppointmentOpen}
        title={t.dialogs.cancelAppointment}
        message={t.dialogs.appointmentMessage}
        onConfirm={() => {
          toast.info(t.dialogs.appointmentCancelled);
        }}
      />
    </UiKitSection>
  );
}

export function ToastsSection() {
  const t = useUiKitText();
  const toast = useToast();
  return (
    <UiKitSection id="toasts" title={t.sections.toasts}>
      <Demo>
        <Button variant="outline" onClick={() => toast.success(t.toasts.successText)}>
          {t.toasts.success}
        </Button>
        <Button
          variant="outline"
          onClick={() => toast.error({ title: t.toasts.errorText, description: t.toasts.errorDetail })}
        >
          {t.toasts.error}
        </Button>
        <Button variant="outline" onClick={() => toast.info(t.toasts.infoText)}>
          {t.toasts.info}
        </Button>
      </Demo>
      <p className="mt-3 text-xs text-slate-500">{t.toasts.note}</p>
    </UiKitSection>
  );
}
