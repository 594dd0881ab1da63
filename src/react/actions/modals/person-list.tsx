import { SearchBar, Tag } from 'antd-mobile';
import { useMemo, useState } from 'react';
import type { ActionPerson } from '../../../core/buttons';
import { useT } from '../../runtime/runtime-provider';
import { ChoiceList } from './choice-list';

/** Props of {@link PersonList}. */
export interface PersonListProps {
  people: readonly ActionPerson[];
  selected: readonly string[];
  multiple: boolean;
  onChange(selected: string[]): void;
  /** People marked as handling the ticket now. */
  handlingIds?: readonly string[];
  disabled?: boolean;
  /** Accessible name of the list. @default actions.modal.people */
  label?: string;
  required?: boolean;
  /** Id of the error message while the choice is in error. */
  errorId?: string;
}

/** A searchable check list of people (name(alias), group); search filters on the client. */
export function PersonList({ people, selected, multiple, onChange, handlingIds = [], disabled, label, required, errorId }: PersonListProps) {
  const t = useT();
  const [search, setSearch] = useState('');
  const shown = useMemo(() => {
    const q = search.trim().toLowerCase();
    return q ? people.filter((p) => `${p.label} ${p.groupName ?? ''}`.toLowerCase().includes(q)) : people;
  }, [people, search]);
  return (
    <div className="sd-act-people">
      <SearchBar className="sd-act-search" placeholder={t('actions.modal.search')} value={search} onChange={setSearch} />
      {shown.length === 0 ? (
        <div className="sd-act-empty">{t('actions.modal.noCandidates')}</div>
      ) : (
        <ChoiceList
          className="sd-act-checklist"
          label={label ?? t('actions.modal.people')}
          multiple={multiple}
          value={selected}
          disabled={disabled}
          required={required}
          errorId={errorId}
          onChange={onChange}
          options={shown.map((person) => ({
            value: person.userId,
            label: <span className="sd-act-person">{person.label}</span>,
            description: person.groupName,
            extra: handlingIds.includes(person.userId) ? (
              <Tag color="warning" fill="outline" className="sd-act-tag">
                {t('actions.modal.handling')}
              </Tag>
            ) : undefined,
          }))}
        />
      )}
    </div>
  );
}

/** The current handlers line of the transfer and people modals. */
export function CurrentHandlers({ people }: { people: readonly ActionPerson[] }) {
  const t = useT();
  if (!people.length) return null;
  return (
    <div className="sd-act-current">
      <span className="sd-act-current__label">{t('actions.modal.currentHandlers')}</span>
      <span className="sd-act-current__names">{people.map((p) => p.label).join('、')}</span>
    </div>
  );
}
