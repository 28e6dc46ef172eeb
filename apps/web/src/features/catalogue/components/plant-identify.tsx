import { NO_IDENTIFICATION, PlantIdentifySchema, type CataloguePlant, type ScoredPlant } from '@rootshare/contracts/catalogue';
import { Loader2, Sparkles } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { CareLevelBadge } from '@/components/plants/care-level-badge';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FieldError, Input, Label } from '@/components/ui/input';
import { ApiError } from '@/lib/api';
import { useContractMessage } from '@/lib/i18n/contract-messages';
import { useT } from '@/lib/i18n/i18n';
import { useIdentifyPlant } from '../api/identify-plant';
import { CataloguePlantImage } from './catalogue-plant-image';

/** The description, its error and the candidates it found, with the request that finds them. */
function useIdentify() {
  const t = useT();
  const contractMessage = useContractMessage();
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [candidates, setCandidates] = useState<ScoredPlant[] | null>(null);
  const identify = useIdentifyPlant();

  const submit = () => {
    const parsed = PlantIdentifySchema.safeParse({ description });
    if (!parsed.success) {
      const first = parsed.error.issues[0]?.message;
      setError(first && contractMessage(first));
      return;
    }
    setError(undefined);
    setCandidates(null);
    identify.mutate(parsed.data.description, {
      onSuccess: (answer) => setCandidates(answer.candidates),
      onError: (failure) =>
        setError(
          failure instanceof ApiError && failure.status === 404 && failure.message === NO_IDENTIFICATION
            ? t('plantsSearch.identify.notFound')
            : t('plantsSearch.identify.failed'),
        ),
    });
  };
  const reset = () => {
    setCandidates(null);
    setDescription('');
  };
  return { description, setDescription, error, candidates, pending: identify.isPending, submit, reset };
}

/** The catalogue plants the description most likely names, each a button with its photo and match. */
function CandidateList({
  candidates,
  resultsId,
  onChoose,
}: {
  candidates: ScoredPlant[];
  resultsId: string;
  onChoose: (plant: ScoredPlant) => void;
}) {
  const t = useT();
  return (
    <div className="space-y-2">
      <p className="text-sm font-semibold" id={resultsId}>
        {t('plantsSearch.identify.couldBe')}
      </p>
      <ul aria-labelledby={resultsId} className="grid gap-2 sm:grid-cols-2">
        {candidates.map((plant) => (
          <li key={plant.id}>
            <button
              type="button"
              onClick={() => onChoose(plant)}
              className="flex w-full items-center gap-3 rounded-xl border border-border/70 bg-card p-2 text-left transition-colors hover:border-primary hover:bg-sage/50 focus-visible:outline-2 focus-visible:outline-ring"
            >
              <CataloguePlantImage plant={plant} className="h-16 w-16 shrink-0 rounded-lg bg-muted object-cover" />
              <span className="min-w-0 flex-1">
                <span className="sr-only">{t('plantsSearch.identify.choose')}</span>
                <span className="block truncate font-bold">{plant.common_name}</span>
                {plant.scientific_name && (
                  <span className="block truncate text-xs text-muted-foreground italic">{plant.scientific_name}</span>
                )}
                <span className="mt-1 flex flex-wrap gap-1.5">
                  <Badge tone="info">{t('plantsSearch.match', { percent: Math.round(plant.confidence_score * 100) })}</Badge>
                  <CareLevelBadge level={plant.care_level} />
                </span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * 'Not sure what it is? Describe it': the member describes a plant in their own words and picks one
 * of the catalogue plants it most likely is, each with its photo. Part of the plant picker, so
 * every place that picks a plant offers it. Buttons in a list: tap, or Tab and Enter.
 */
export function PlantIdentify({ onPick }: { onPick: (plant: CataloguePlant) => void }) {
  const t = useT();
  const baseId = useId().replace(/:/g, '');
  const panelId = `identify-${baseId}`;
  const inputId = `${panelId}-description`;
  const hintId = `${panelId}-hint`;
  const errorId = `${panelId}-error`;
  const [open, setOpen] = useState(false);
  const { description, setDescription, error, candidates, pending, submit, reset } = useIdentify();

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // The picker sits inside other forms: Enter here identifies, it never submits them.
    if (event.key !== 'Enter') return;
    event.preventDefault();
    submit();
  };

  const choose = (plant: ScoredPlant) => {
    setOpen(false);
    reset();
    onPick(plant);
  };

  return (
    <div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
        className="inline-flex items-center gap-1.5 rounded-full py-1 text-sm font-semibold text-primary underline-offset-4 hover:underline"
      >
        <Sparkles className="h-4 w-4" aria-hidden="true" />
        {t('plantsSearch.identify.open')}
      </button>
      <div id={panelId} hidden={!open} className="mt-2 space-y-3 rounded-2xl border border-border/70 bg-sage/25 p-3">
        <div className="space-y-1.5">
          <Label htmlFor={inputId}>{t('plantsSearch.identify.label')}</Label>
          <p id={hintId} className="text-sm text-muted-foreground">
            {t('plantsSearch.identify.hint')}
          </p>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input
              id={inputId}
              value={description}
              onChange={(event) => setDescription(event.target.value)}
              onKeyDown={handleKeyDown}
              aria-describedby={error ? `${hintId} ${errorId}` : hintId}
              aria-invalid={error ? true : undefined}
              autoComplete="off"
              maxLength={1000}
            />
            <Button type="button" onClick={submit} disabled={pending} className="shrink-0">
              {pending && <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />}
              {t('plantsSearch.identify.find')}
            </Button>
          </div>
          <FieldError id={errorId} message={error} />
        </div>
        <p className="sr-only" aria-live="polite" aria-atomic="true">
          {pending
            ? t('plantsSearch.identify.looking')
            : candidates
              ? t('plantsSearch.identify.possible', { count: candidates.length })
              : ''}
        </p>
        {candidates && candidates.length > 0 && (
          <CandidateList candidates={candidates} resultsId={`${panelId}-results`} onChoose={choose} />
        )}
      </div>
    </div>
  );
}
