import type { Locale } from '@salon/domain/locales';
import { api } from '@salon/web/api-client';
import { Notice } from '@salon/web/react/notice';
import {
  type ReactNode,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
} from 'react';
import type { PublicShop, Session } from '../../api/types.ts';
import { updateLocale } from '../../api/update-locale.ts';
import { ErrorBoundary } from '../../components/error-boundary.tsx';
import { Loading } from '../../components/loading.tsx';
import { SalonInfo } from '../../components/salon-info.tsx';
import { SalonReviews } from '../../components/salon-reviews.tsx';
import { StepHeading } from '../../components/step-heading.tsx';
import { WidgetShell } from '../../components/widget-shell.tsx';
import { looksComplete, looksReachable } from '../../lib/contact.ts';
import type { BookingKey } from '../../lib/i18n.ts';
import { useI18n } from '../../lib/i18n-context.tsx';
import type { Route } from '../../lib/route.ts';
import { flowReducer, startFlow } from './flow-state.ts';
import { BookSuccess, Confirmation, Customer, Login, LoginByEmail, SignUp } from './lazy-steps.ts';
import { canEnter, canMove, type FlowFacts, previousStep, progressOf, type Step } from './step-machine.ts';
import type { StepProps } from './step-props.ts';
import { ChooseProduct } from './steps/choose-product.tsx';
import { ChooseProvider } from './steps/choose-provider.tsx';
import { DateAndTimeStep } from './steps/date-and-time-step.tsx';
import { SelectionSummary } from './steps/selection-summary.tsx';

type BookRoute = Extract<Route, { kind: 'book' }>;

const stepViews: Record<Step, (props: StepProps) => ReactNode> = {
  ChooseProduct,
  DateAndTime: DateAndTimeStep,
  ChooseProvider,
  Login: (p) => <Login {...p} />,
  LoginByEmail: (p) => <LoginByEmail {...p} />,
  SignUp: (p) => <SignUp {...p} />,
  Customer: (p) => <Customer {...p} />,
  Confirmation: (p) => <Confirmation {...p} />,
  BookSuccess: (p) => <BookSuccess {...p} />,
};

/** Chunks the customer will need next, fetched while they fill in the current step. */
const preloads: Partial<Record<Step, () => void>> = {
  DateAndTime: () => Login.preload(),
  ChooseProvider: () => {
    Login.preload();
    Customer.preload();
  },
  Customer: () => Confirmation.preload(),
  Confirmation: () => BookSuccess.preload(),
};

/** The nine steps for one shop, with the input kept above them. */
export function BookingFlow({
  route,
  shop,
  sessionPromise,
}: {
  route: BookRoute;
  shop: PublicShop;
  sessionPromise: Promise<Session | null>;
}) {
  const i18n = useI18n();
  const { t } = i18n;
  const [state, dispatch] = useReducer(flowReducer, null, () => startFlow(shop, route.preselect));
  const [session, setSession] = useState<Session | null | undefined>(undefined);
  // Focus moves to the heading only after a move, not when the page opens.
  const [moved, setMoved] = useState(false);
  const embedded = route.embed !== 'none';
  const { adopt, setCountry } = i18n;
  // Prices and dates as the salon's country writes them ("721,00 €" in Portugal).
  useEffect(() => setCountry(shop.shop.country), [setCountry, shop.shop.country]);

  useEffect(() => {
    let current = true;
    void sessionPromise.then((s) => {
      if (!current) return;
      setSession(s);
      if (s) adopt(s.user.locale);
    });
    return () => {
      current = false;
    };
  }, [sessionPromise, adopt]);

  const facts = useMemo<FlowFacts>(
    () => ({
      hasServices: state.serviceIds.length > 0,
      hasSlot: state.slot !== null,
      signedIn: Boolean(session),
      guest: state.guest,
      allowGuests: shop.shop.allowGuests,
      // Signed in or not, the salon needs a name and a phone (a signed-in customer's e-mail is the account's).
      hasCustomer: session ? looksReachable(state.customer) : looksComplete(state.customer),
      booked: state.booking !== null,
    }),
    [state, session, shop.shop.allowGuests],
  );

  // The browser's Back and Forward move between steps too (not inside an embed, where history
  // entries would belong to the host page's history).
  const factsRef = useRef(facts);
  factsRef.current = facts;
  const openedAt = useRef(state.step);
  useEffect(() => {
    if (embedded) return;
    history.replaceState({ step: openedAt.current }, '');
    const onPop = (event: PopStateEvent) => {
      const step = (event.state as { step?: Step } | null)?.step;
      if (step && canEnter(step, factsRef.current)) {
        setMoved(true);
        dispatch({ type: 'go', step });
      }
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [embedded]);

  const record = useCallback(
    (step: Step) => {
      if (!embedded) history.pushState({ step }, '');
    },
    [embedded],
  );

  const go: StepProps['go'] = (step, options) => {
    const known = { ...facts, ...options?.facts };
    if (!canMove(state.step, step, known)) return;
    setMoved(true);
    record(step);
    dispatch({ type: 'go', step, notice: options?.notice ?? null, refused: options?.refused ?? {} });
  };

  const back = () => {
    const previous = previousStep(state.step, facts);
    if (!previous) return;
    setMoved(true);
    record(previous);
    dispatch({ type: 'go', step: previous });
  };

  useEffect(() => {
    preloads[state.step]?.();
  }, [state.step]);

  const stylistById = useMemo(() => new Map(shop.stylists.map((s) => [s.id, s])), [shop.stylists]);
  const chosenServices = useMemo(
    () =>
      state.serviceIds.flatMap((id) => {
        const service = shop.services.find((s) => s.id === id);
        return service ? [service] : [];
      }),
    [state.serviceIds, shop.services],
  );

  const props: StepProps = {
    shop,
    state,
    dispatch,
    session,
    whenSession: () => (session !== undefined ? Promise.resolve(session) : sessionPromise),
    link: route.link,
    embedded,
    go,
    back,
    signedIn: (s) => {
      // A sign-in sets the refresh cookie: an expired access token may be renewed from now on.
      api.setRefreshable(true);
      setSession(s);
      adopt(s.user.locale);
    },
    signedOut: () => setSession(null),
    chosenServices,
    stylistById,
  };

  const onLanguageChange = (lng: Locale) => {
    if (session) void updateLocale(lng).catch(() => undefined);
  };

  const title = titleOf(state.step, state.booking?.status);
  const progress = progressOf(state.step, session ? state.withSignIn : true);
  const progressText = progress ? t('progress', progress) : '';
  const View = stepViews[state.step];
  const showSummary = ['ChooseProvider', 'Login', 'LoginByEmail', 'SignUp', 'Customer'].includes(state.step);

  return (
    <WidgetShell
      shopName={shop.shop.name}
      branding={shop.branding}
      embed={route.embed}
      onLanguageChange={onLanguageChange}
      announcement={moved ? `${progressText} ${t(title)}`.trim() : undefined}
      preview={shop.preview === true}
      // The success page offers "My appointments" among its own next steps, to guests too.
      signedIn={Boolean(session) && state.step !== 'BookSuccess'}
    >
      <div className="step" data-step={state.step} data-testid={`step-${state.step}`}>
        {progress ? (
          <p className="progress" data-testid="progress">
            {progressText}
          </p>
        ) : null}
        <StepHeading focus={moved} key={state.step}>
          {t(title)}
        </StepHeading>
        {state.notice ? (
          <Notice kind="error" testId="step-notice">
            {t(state.notice)}
          </Notice>
        ) : null}
        {showSummary ? <SelectionSummary {...props} /> : null}
        <ErrorBoundary resetKey={state.step}>
          <Suspense fallback={<Loading />}>
            <View {...props} />
          </Suspense>
        </ErrorBoundary>
        {state.step === 'ChooseProduct' ? <SalonReviews reviews={shop.reviews} /> : null}
        {state.step === 'ChooseProduct' ? <SalonInfo shop={shop.shop} /> : null}
      </div>
    </WidgetShell>
  );
}

function titleOf(step: Step, status: string | undefined): BookingKey {
  if (step === 'BookSuccess' && status === 'pending') return 'steps.BookSuccessPending';
  return `steps.${step}`;
}
