import { useState } from 'react';
import type { ContactItem } from '../../../schemas/generated/contactPage.ts';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import { useAdminAction } from '../components/useAdminAction.ts';
import { ListToolbar, countryFilter } from '../lists/ListToolbar.tsx';
import { ListView } from '../lists/ListView.tsx';
import { listKey } from '../lists/queryKeys.ts';
import { useAdminList } from '../lists/useAdminList.ts';
import { useListControls } from '../lists/useListControls.ts';
import { adminRequest } from '../session/adminRequest.ts';
import { TEXTS } from '../texts.ts';
import { ContactCard } from './ContactCard.tsx';

const T = TEXTS.contacts;

export function ContactsTab() {
  const controls = useListControls({ unread: '', country: '' });
  const query = useAdminList<ContactItem>('contacts', controls.params);
  const [toDelete, setToDelete] = useState<ContactItem | null>(null);

  const markRead = useAdminAction<ContactItem>({
    run: (contact) => adminRequest('PATCH', `/api/admin/contacts/${contact.id}/read`),
    success: () => ({ title: T.markedRead }),
    failure: { title: T.markReadError },
    invalidate: [listKey('contacts')],
  });
  const remove = useAdminAction<ContactItem>({
    run: (contact) => adminRequest('DELETE', `/api/admin/contacts/${contact.id}`),
    success: () => ({ title: T.deleted }),
    failure: { title: T.deleteError },
    invalidate: [listKey('contacts')],
    onSuccess: () => setToDelete(null),
  });

  return (
    <section className="admin-tab-section" aria-labelledby="contacts-heading">
      <h2 id="contacts-heading" className="admin-section-title">
        {T.heading}
      </h2>
      <ListToolbar
        search={controls.search}
        onSearch={controls.setSearch}
        filters={[
          {
            label: TEXTS.list.status,
            value: controls.filters.unread,
            onChange: (value) => controls.setFilter('unread', value),
            options: [
              { value: '', label: T.readFilter.all },
              { value: '1', label: T.readFilter.unread },
              { value: '0', label: T.readFilter.read },
            ],
          },
          countryFilter(controls.filters.country, (value) => controls.setFilter('country', value)),
        ]}
      />
      <ListView
        query={query}
        page={controls.page}
        onPage={controls.setPage}
        emptyText={T.empty}
        emptyHint={T.emptyHint}
        narrowed={controls.narrowed}
        onClear={controls.clear}
        label={T.heading}
        itemKey={(contact) => contact.id}
        renderItem={(contact) => (
          <ContactCard
            contact={contact}
            markingRead={markRead.isPending && markRead.variables?.id === contact.id}
            onMarkRead={() => markRead.mutate(contact)}
            onDelete={() => setToDelete(contact)}
          />
        )}
      />
      <ConfirmDialog
        open={toDelete !== null}
        title={T.deleteTitle}
        question={toDelete ? T.deleteQuestion(toDelete.name) : ''}
        busy={remove.isPending}
        onConfirm={() => toDelete && remove.mutate(toDelete)}
        onClose={() => setToDelete(null)}
      />
    </section>
  );
}
