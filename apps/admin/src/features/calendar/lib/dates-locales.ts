// Month and weekday names for the date pickers (@mantine/dates formats with dayjs): the app's
// languages besides English, loaded with the calendar only.
import 'dayjs/locale/de';
import 'dayjs/locale/fr';
import 'dayjs/locale/pt';
