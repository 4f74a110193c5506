import { useEditorWords } from './words';

/** The side panel's tabs, a WAI-ARIA tab list: arrow keys move between tabs. */
export default function SideTabs<T extends string>({ tabs, tab, onTab }: { tabs: readonly { id: T; label: string }[]; tab: T; onTab(id: T): void }) {
  const { say } = useEditorWords();
  return (
    <div className="ed-tabs" role="tablist" aria-label={say('editor.tabs')}>
      {tabs.map((t, i) => (
        <button
          key={t.id}
          type="button"
          role="tab"
          id={`ed-tab-${t.id}`}
          aria-selected={tab === t.id}
          aria-controls={`ed-panel-${t.id}`}
          tabIndex={tab === t.id ? 0 : -1}
          className="ed-tab"
          data-testid={`tab-${t.id}`}
          onClick={() => onTab(t.id)}
          onKeyDown={(e) => {
            const d = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
            if (!d) return;
            e.preventDefault();
            const next = tabs[(i + d + tabs.length) % tabs.length];
            onTab(next.id);
            document.getElementById(`ed-tab-${next.id}`)?.focus();
          }}
        >
          {t.label}
        </button>
      ))}
    </div>
  );
}
