import { CARE_LEVELS } from '@rootshare/contracts/catalogue-constants';
import { EXPLORE_SORTS } from '@rootshare/contracts/explore-constants';
import { SWAP_TYPES } from '@rootshare/contracts/user-plants-constants';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { Input, Label } from '@/components/ui/input';
import { useT } from '@/lib/i18n/i18n';
import type { BrowseState, UpdateBrowse } from '../lib/browse-params';
import { useAddressText } from '../lib/use-address-text';

const SELECT =
  'h-11 w-full rounded-xl border border-input bg-card px-3 text-base focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-ring/40';

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="space-y-1">
      <Label htmlFor={id}>{label}</Label>
      {children}
    </div>
  );
}

/** The Filters panel of Browse's Plants tab: sort, care level, swap type and the city/zip text. */
export function PlantFilters({ id, state, update }: { id: string; state: BrowseState; update: UpdateBrowse }) {
  const t = useT();
  const [location, setLocation] = useAddressText(state.location, (text) => update({ location: text }, { replace: true }));
  return (
    <Card id={id} role="group" aria-label={t('browse.filters')} className="grid gap-4 p-4 sm:grid-cols-2 lg:grid-cols-4">
      <Field id={`${id}-sort`} label={t('browse.filter.sort')}>
        <select
          id={`${id}-sort`}
          className={SELECT}
          value={state.sort}
          onChange={(e) => update({ sort: EXPLORE_SORTS.find((s) => s === e.target.value) ?? 'nearest' })}
        >
          {EXPLORE_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`browse.sort.${sort}`)}
            </option>
          ))}
        </select>
      </Field>
      <Field id={`${id}-care`} label={t('browse.filter.care')}>
        <select
          id={`${id}-care`}
          className={SELECT}
          value={state.care ?? ''}
          onChange={(e) => update({ care: CARE_LEVELS.find((c) => c === e.target.value) ?? null })}
        >
          <option value="">{t('browse.filter.allCare')}</option>
          {CARE_LEVELS.map((level) => (
            <option key={level} value={level}>
              {t(`plant.care.${level}`)}
            </option>
          ))}
        </select>
      </Field>
      <Field id={`${id}-swap`} label={t('browse.filter.swap')}>
        <select
          id={`${id}-swap`}
          className={SELECT}
          value={state.swap ?? ''}
          onChange={(e) => update({ swap: SWAP_TYPES.find((t) => t === e.target.value) ?? null })}
        >
          <option value="">{t('browse.filter.allSwap')}</option>
          {SWAP_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`plant.swap.${type}`)}
            </option>
          ))}
        </select>
      </Field>
      <Field id={`${id}-location`} label={t('browse.filter.location')}>
        <Input
          id={`${id}-location`}
          value={location}
          maxLength={100}
          placeholder={t('browse.filter.locationExample')}
          onChange={(e) => setLocation(e.target.value)}
        />
      </Field>
    </Card>
  );
}
