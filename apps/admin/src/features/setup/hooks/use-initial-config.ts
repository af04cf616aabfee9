import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useRules } from '../../../api/rules.ts';
import { useServices } from '../../../api/services.ts';
import { useShop } from '../../../api/shop.ts';
import { hoursQueryOptions, useStylists } from '../../../api/stylists.ts';
import { moneyInput } from '../../../lib/money.ts';
import { phoneForForm } from '../../../lib/phone.ts';
import { percentOfBps } from '../../../lib/tax-rate.ts';
import { type ConfigValues, emptyService, emptyStylist, newKey } from '../lib/config-form.ts';
import { defaultOpeningHours, fromWeeklyHours } from '../lib/opening-hours.ts';

/**
 * The second step's starting values from what the server has: a new salon's name, zone and
 * language with suggested hours, one empty service and its owner as the first stylist; a salon
 * coming back to the wizard with its saved menu, team and hours (the first stylist's). Saved
 * prices are written for editing in `language`, the one the owner types in.
 */
export function useInitialConfig(shopId: string, ownerName: string, enabled: boolean, language: string) {
  const target = enabled ? shopId : null;
  const shop = useShop(target);
  const rules = useRules(target);
  const services = useServices(target);
  const stylists = useStylists(target);
  const firstStylistId = stylists.data?.items[0]?.id ?? null;
  const hours = useQuery({
    ...hoursQueryOptions(shopId, firstStylistId ?? ''),
    enabled: enabled && !!firstStylistId,
  });

  const queries = [shop, rules, services, stylists];
  const error = queries.find((query) => query.error)?.error ?? hours.error;
  const ready = queries.every((query) => query.isSuccess) && (firstStylistId === null || hours.isSuccess);

  const values = useMemo((): ConfigValues | null => {
    if (!ready || !shop.data || !rules.data || !services.data || !stylists.data) return null;
    const currency = rules.data.currency;
    const savedServices = services.data.items.map((service) => ({
      key: newKey(),
      id: service.id,
      name: service.name,
      durationMinutes: service.durationMinutes,
      price: moneyInput(service.price.amount, service.price.currency, language),
    }));
    const savedStylists = stylists.data.items.map((stylist) => ({
      key: newKey(),
      id: stylist.id,
      name: stylist.name,
    }));
    return {
      name: shop.data.name,
      address: shop.data.address ?? '',
      phone: phoneForForm(shop.data.phone, shop.data.country),
      timeZone: shop.data.timeZone,
      country: shop.data.country,
      // A new salon has its country's standard rate already, for the owner to confirm.
      taxRate: percentOfBps(shop.data.serviceTaxRateBps),
      locale: shop.data.locale,
      currency,
      hours: hours.data ? fromWeeklyHours(hours.data) : defaultOpeningHours(),
      services: savedServices.length > 0 ? savedServices : [emptyService()],
      stylists: savedStylists.length > 0 ? savedStylists : [emptyStylist(ownerName)],
      removedServiceIds: [],
      removedStylistIds: [],
    };
  }, [ready, shop.data, rules.data, services.data, stylists.data, hours.data, ownerName, language]);

  const retry = () => {
    for (const query of [...queries, hours]) if (query.error) void query.refetch();
  };
  return { values, error, retry };
}
