import { useForm } from '@mantine/form';
import { type CalendarType, timeOffRequest } from '@salon/domain';
import { type TimeOff, type TimeOffInput, useCreateTimeOff } from '../api/time-off.ts';
import {
  type FormMessages,
  type PlaceField,
  schemaErrors,
  showServerErrors,
  translateErrors,
} from '../lib/form-errors.ts';

/** What every time-off form asks, whatever else it holds. */
export interface TimeOffFormValues {
  allDay: boolean;
  category: CalendarType;
  note: string;
}

interface Options<V extends TimeOffFormValues> {
  shopId: string;
  initialValues: V;
  /** What was left out or cannot be read; then the domain's schema judges the block itself. */
  missing: (values: V) => FormMessages;
  /** The request, or null while a field is incomplete. */
  bodyOf: (values: V) => TimeOffInput | null;
  /** Where the request's paths show, for whole days or part of one. */
  placementFor: (allDay: boolean) => PlaceField;
  t: Parameters<typeof translateErrors>[0];
  onCreated: (timeOff: TimeOff) => void;
  /** A refused request: `unplaced` when some of it has no field to show under. */
  onRefused: (error: unknown, unplaced: boolean, other: readonly { message: string }[]) => void;
  /** A valid submit, before the request is sent. */
  onSend?: () => void;
  /** A submit the form's own checks stop. */
  onInvalid?: () => void;
}

/** A block of time off being asked for: the form, its checks, and the request with its answer. */
export function useTimeOffForm<V extends TimeOffFormValues>(options: Options<V>) {
  const { missing, bodyOf, placementFor, onCreated, onRefused } = options;
  const create = useCreateTimeOff(options.shopId);
  const form = useForm<V>({
    initialValues: options.initialValues,
    validate: (values) => {
      const found = missing(values);
      const body = bodyOf(values);
      if (!body) return found;
      return { ...schemaErrors(timeOffRequest, body, placementFor(values.allDay)), ...found };
    },
    enhanceGetInputProps: translateErrors(options.t),
  });
  const submit = form.onSubmit((values) => {
    options.onSend?.();
    const body = bodyOf(values);
    if (!body) return;
    create.mutate(body, {
      onSuccess: onCreated,
      onError: (error) => {
        const { placed, other } = showServerErrors(form, error, placementFor(values.allDay));
        onRefused(error, !placed || other.length > 0, other);
      },
    });
  }, options.onInvalid);
  return { form, submit, create };
}
