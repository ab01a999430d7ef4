import { useState } from 'react';
import { RESULT_TYPES, type ResultType } from '../../../engine/lifecycles/consultationMachine.ts';
import type { ResultItem } from '../../../schemas/generated/resultPage.ts';
import { ListToolbar, countryFilter } from '../lists/ListToolbar.tsx';
import { ListView } from '../lists/ListView.tsx';
import { useAdminList } from '../lists/useAdminList.ts';
import { useListControls } from '../lists/useListControls.ts';
import { useSummary } from '../panel/useSummary.ts';
import { TEXTS } from '../texts.ts';
import { ResultCard } from './ResultCard.tsx';

const T = TEXTS.results;

/** The two result folders, Éxitos and Reaplicar, each with its count. */
export function ResultsTab() {
  const controls = useListControls({ country: '' });
  const [folder, setFolder] = useState<ResultType>('exito');
  const query = useAdminList<ResultItem>('results', { ...controls.params, type: folder });
  const summary = useSummary().data;

  return (
    <section className="admin-tab-section" aria-labelledby="results-heading">
      <h2 id="results-heading" className="admin-section-title">
        {T.heading}
      </h2>
      <div className="folder-toggle" role="group" aria-label={T.folderLabel}>
        {RESULT_TYPES.map((type) => (
          <button
            key={type}
            type="button"
            className={`folder-toggle-button is-${type}`}
            aria-pressed={folder === type}
            onClick={() => {
              setFolder(type);
              controls.setPage(1);
            }}
          >
            {T.folders[type]}
            <span className="count-pill">{summary?.results[type] ?? '–'}</span>
          </button>
        ))}
      </div>
      <ListToolbar
        search={controls.search}
        onSearch={controls.setSearch}
        filters={[countryFilter(controls.filters.country, (value) => controls.setFilter('country', value))]}
      />
      <ListView
        query={query}
        page={controls.page}
        onPage={controls.setPage}
        emptyText={T.empty[folder]}
        emptyHint={T.emptyHint[folder]}
        narrowed={controls.narrowed}
        onClear={controls.clear}
        label={T.folders[folder]}
        itemKey={(result) => result.id}
        renderItem={(result) => <ResultCard result={result} />}
      />
    </section>
  );
}
