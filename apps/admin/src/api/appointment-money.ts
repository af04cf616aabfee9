import type { MoneyMovementsResponse, NoShowFeeQuote, StaffRefundBody } from '@salon/domain';
import { api } from '@salon/web/api-client';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { appointmentKeys } from './appointments.ts';

export type MoneyMovement = MoneyMovementsResponse['movements'][number];
export type { NoShowFeeQuote, StaffRefundBody };

/** Under the appointment's key: a change of the visit (a no-show) refreshes its money too. */
export const moneyKeys = {
  movements: (shopId: string, id: string) => [...appointmentKeys.detail(shopId, id), 'money'] as const,
  fee: (shopId: string, id: string) => [...appointmentKeys.detail(shopId, id), 'no-show-fee'] as const,
};

const base = (shopId: string, id: string) => `/api/admin/shops/${shopId}/appointments/${id}`;

export const getAppointmentMoney = (shopId: string, id: string, signal?: AbortSignal) =>
  api.get<MoneyMovementsResponse>(`${base(shopId, id)}/money`, { signal });

export const appointmentMoneyQueryOptions = (shopId: string, id: string) =>
  queryOptions({
    queryKey: moneyKeys.movements(shopId, id),
    queryFn: ({ signal }) => getAppointmentMoney(shopId, id, signal),
  });

export const useAppointmentMoney = (shopId: string, id: string, enabled: boolean) =>
  useQuery({ ...appointmentMoneyQueryOptions(shopId, id), enabled });

export const getNoShowFee = (shopId: string, id: string, signal?: AbortSignal) =>
  api.get<NoShowFeeQuote>(`${base(shopId, id)}/no-show-fee`, { signal });

export const useNoShowFee = (shopId: string, id: string, enabled: boolean) =>
  useQuery({
    queryKey: moneyKeys.fee(shopId, id),
    queryFn: ({ signal }) => getNoShowFee(shopId, id, signal),
    enabled,
  });

export const refundAppointmentMoney = (shopId: string, id: string, body: StaffRefundBody) =>
  api.post<MoneyMovementsResponse>(`${base(shopId, id)}/refunds`, body);

export const chargeNoShowFee = (shopId: string, id: string) =>
  api.post<MoneyMovementsResponse>(`${base(shopId, id)}/no-show-fee`, {});

/** After money moved: the visit's movements and its fee, from the server's answer. */
function useMoneyWrite<V>(shopId: string, id: string, write: (vars: V) => Promise<MoneyMovementsResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (movements) => {
      queryClient.setQueryData(moneyKeys.movements(shopId, id), movements);
      return queryClient.invalidateQueries({ queryKey: moneyKeys.fee(shopId, id) });
    },
  });
}

export const useRefundAppointmentMoney = (shopId: string, id: string) =>
  useMoneyWrite(shopId, id, (body: StaffRefundBody) => refundAppointmentMoney(shopId, id, body));

export const useChargeNoShowFee = (shopId: string, id: string) =>
  useMoneyWrite(shopId, id, () => chargeNoShowFee(shopId, id));
