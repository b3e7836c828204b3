import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithTheme } from './testing/render';
import { seriousAxeViolations } from './testing/axe';
import {
  Badge,
  Button,
  ButtonLink,
  Card,
  CardBody,
  CardFooter,
  Checkbox,
  EmptyState,
  ErrorState,
  IconButton,
  LiveBadge,
  PageHeader,
  PasswordField,
  ProgressBar,
  RadioGroup,
  Select,
  Spinner,
  TextArea,
  TextField,
  CloseIcon,
} from './index';
import { FileInput } from './upload';
import { ConfirmDialog, Modal } from './overlays';
import { ReorderDialog } from './reorder';
import { CopyButton, MaskedValue, maskAccountNumber } from './secrets';
import { Table } from './tables';

function Gallery() {
  const [files, setFiles] = useState<File[]>([]);
  const [priority, setPriority] = useState('high');
  return (
    <main>
      <PageHeader
        title="Automations"
        subtitle="Custom automations branded to your business"
        titleAddon={<LiveBadge />}
        actions={<Button>Add Automation</Button>}
      />
      <Card title="Instagram" actions={<IconButton label="Delete account" icon={<CloseIcon />} tone="danger" />}>
        <CardBody>
          <span>
            acme <CopyButton value="acme" label="Username" />
          </span>
          <MaskedValue value="hunter2" label="Password" isCopyable />
          <MaskedValue value="000123456789" label="Account number" mask={maskAccountNumber} />
          <Badge tone="success">Active</Badge>
        </CardBody>
        <CardFooter>
          <ButtonLink href="https://example.test" isExternal>
            Visit Profile
          </ButtonLink>
        </CardFooter>
      </Card>
      <form aria-label="Everything">
        <TextField label="Name" required />
        <TextField label="Email" type="email" error="Enter a valid e-mail" hint="Work address" />
        <TextField label="Search" hideLabel type="search" />
        <TextArea label="Description (HTML allowed)" />
        <PasswordField label="Password" />
        <Select label="Sort" options={[{ value: 'date_desc', label: 'Newest First' }]} />
        <Checkbox label="Enable notifications" />
        <RadioGroup
          label="Priority Level"
          options={[
            { value: 'high', label: 'High Priority' },
            { value: 'low', label: 'Low Priority' },
          ]}
          value={priority}
          onChange={setPriority}
        />
        <FileInput label="Upload document" accept=".pdf,.doc,.docx" files={files} onFilesChange={setFiles} progress={40} />
        <ProgressBar value={null} label="Saving" />
        <Button isBusy busyLabel="Saving...">
          Save
        </Button>
      </form>
      <Table
        caption="Clients"
        columns={[
          { key: 'name', header: 'Name', isSortable: true },
          { key: 'email', header: 'Email' },
        ]}
        rows={[{ id: 1, name: 'Ann', email: 'a@x.test' }]}
        getRowKey={(r) => r.id}
        defaultSort={{ key: 'name', direction: 'asc' }}
      />
      <Spinner />
      <EmptyState title="No clients found" description="When you have clients, they'll appear here" />
      <ErrorState message="This section is temporarily unavailable" onRetry={() => undefined} />
    </main>
  );
}

describe('accessibility (axe, serious and critical rules)', () => {
  it('the components on a page have no serious violations', async () => {
    const { container } = renderWithTheme(<Gallery />);
    expect(await seriousAxeViolations(container)).toEqual([]);
  });

  it('an open modal, confirm dialog and reorder dialog have no serious violations', async () => {
    const { unmount } = renderWithTheme(
      <Modal isOpen onClose={() => undefined} title="Add Social Media Account" footer={<Button>Add Account</Button>}>
        <TextField label="Platform" placeholder="e.g. Instagram, Facebook, etc." />
      </Modal>,
    );
    expect(await seriousAxeViolations(document.body)).toEqual([]);
    unmount();
    const confirm = renderWithTheme(
      <ConfirmDialog isOpen title="Delete Video?" message="Sure?" onConfirm={() => undefined} onCancel={() => undefined} isBusy />,
    );
    expect(await seriousAxeViolations(document.body)).toEqual([]);
    confirm.unmount();
    renderWithTheme(
      <ReorderDialog
        isOpen
        title="Re-order Videos"
        items={[
          { id: 'a', title: 'A', display_order: 1 },
          { id: 'b', title: 'B', display_order: 2 },
        ]}
        getLabel={(v) => v.title}
        onCancel={() => undefined}
        onSave={() => undefined}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: '1 A' }));
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });

  it('the axe helper does report a real violation (so the checks above can fail)', async () => {
    const { container } = renderWithTheme(
      <div>
        <input type="text" />
        <button type="button" />
      </div>,
    );
    const violations = await seriousAxeViolations(container);
    expect(violations.join('\n')).toMatch(/label|button-name/);
  });
});
