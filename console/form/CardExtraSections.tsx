import { individualCardSections } from '../screens/individuals/card-sections.extra.ts';
import type { CardSection } from '../screens/individuals/card-sections.extra.ts';
import { useSession } from '../stores/session-store.ts';

/** Card sections a screen adds to a resource's form beyond its registry fields, by resource. */
const extraSections: Record<string, CardSection[]> = {
  individuals: individualCardSections,
};

/**
 * The extra sections of a saved record, folded like the field sections; `#key` in the address
 * (/individuals?id=5#equipment) opens that one.
 */
export function CardExtraSections({ resource, recordId }: { resource: string; recordId: number }) {
  const me = useSession((s) => s.me);
  const sections = (extraSections[resource] ?? []).filter((s) => !s.allowed || (me !== null && s.allowed(me)));
  return (
    <>
      {sections.map(({ key, label, Component, open }) => (
        <details key={key} className="form-section" data-section={key} open={open || location.hash === `#${key}`}>
          <summary>{label}</summary>
          <div className="section-fields">
            <Component recordId={recordId} />
          </div>
        </details>
      ))}
    </>
  );
}
