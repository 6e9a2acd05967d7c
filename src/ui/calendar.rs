//! The date and the time of day where the player is, from the page's clock (ms since
//! 1970, UTC) and its time zone's offset, both read by the shell: nothing here reads a
//! clock, so the calendar is natively tested.

/// A moment on the calendar where the player is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Civil {
    /// The year (`2026`; held within 0 to 9999, as records write it).
    pub year: u32,
    /// The month, 1 to 12.
    pub month: u32,
    /// The day of the month, 1 to 31.
    pub day: u32,
    /// The hour, 0 to 23.
    pub hour: u32,
    /// The minute, 0 to 59.
    pub minute: u32,
}

/// `epoch_ms` (ms since 1970, UTC) on the calendar of a time zone `offset_min` minutes
/// behind UTC (as JavaScript's `Date.getTimezoneOffset` says it: `-60` in Paris in
/// winter, `300` in New York).
#[must_use]
pub fn civil(epoch_ms: f64, offset_min: i32) -> Civil {
    // A clock that says nonsense (NaN, out of range) gives some date, never a panic.
    let minutes = ((epoch_ms / 60_000.0).floor() as i64).saturating_sub(i64::from(offset_min));
    let (days, in_day) = (minutes.div_euclid(1440), minutes.rem_euclid(1440));
    let (year, month, day) = days_to_civil(days);
    Civil {
        year: year.clamp(0, 9999) as u32,
        month,
        day,
        hour: (in_day / 60) as u32,
        minute: (in_day % 60) as u32,
    }
}

/// The date `days` days after 1970-01-01, in the proleptic Gregorian calendar (Howard
/// Hinnant's `civil_from_days`: eras of 400 years, years that start in March).
fn days_to_civil(days: i64) -> (i64, u32, u32) {
    let z = days.saturating_add(719_468);
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let month = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    let year = era
        .saturating_mul(400)
        .saturating_add(yoe + i64::from(month <= 2));
    (year, month, day)
}

impl Civil {
    /// The date as records write it, `YYYY.MM.DD`.
    #[must_use]
    pub fn date(&self) -> String {
        format!("{:04}.{:02}.{:02}", self.year, self.month, self.day)
    }

    /// The time of day, `HH:MM`.
    #[must_use]
    pub fn time(&self) -> String {
        format!("{:02}:{:02}", self.hour, self.minute)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const DAY_MS: f64 = 86_400_000.0;

    #[test]
    fn the_epoch_and_known_days() {
        assert_eq!(civil(0.0, 0).date(), "1970.01.01");
        assert_eq!(civil(0.0, 0).time(), "00:00");
        // 2000-02-29 (a leap day of a century's leap year), 2100-03-01 (not a leap year).
        assert_eq!(civil(11_016.0 * DAY_MS, 0).date(), "2000.02.29");
        assert_eq!(civil(11_017.0 * DAY_MS, 0).date(), "2000.03.01");
        assert_eq!(civil(47_541.0 * DAY_MS, 0).date(), "2100.03.01");
        assert_eq!(civil(47_540.0 * DAY_MS, 0).date(), "2100.02.28");
        // 2026-12-01 10:00 UTC.
        let t = 1_796_119_200_000.0;
        assert_eq!(civil(t, 0).date(), "2026.12.01");
        assert_eq!(civil(t, 0).time(), "10:00");
        // Before 1970 too.
        assert_eq!(civil(-1.0, 0).date(), "1969.12.31");
        assert_eq!(civil(-1.0, 0).time(), "23:59");
    }

    #[test]
    fn the_time_zone_moves_the_day_and_the_hour() {
        let t = 1_796_119_200_000.0;
        // Paris in winter (UTC+1): 11:00; Tokyo (UTC+9): 19:00; New York (UTC-5): 05:00.
        assert_eq!(civil(t, -60).time(), "11:00");
        assert_eq!(civil(t, -540).time(), "19:00");
        assert_eq!(civil(t, 300).time(), "05:00");
        // Just after midnight UTC on New Year's day is still the old year in New York,
        // and a day later in Auckland (UTC+13 in summer).
        let new_year = 1_798_761_600_000.0 + 30.0 * 60_000.0;
        assert_eq!(civil(new_year, 0).date(), "2027.01.01");
        assert_eq!(civil(new_year, 300).date(), "2026.12.31");
        assert_eq!(civil(new_year, 300).time(), "19:30");
        assert_eq!(civil(new_year, -780).time(), "13:30");
    }

    #[test]
    fn every_day_of_four_centuries_follows_the_one_before() {
        let mut last = civil(0.0, 0);
        for d in 1..146_097 {
            let c = civil(f64::from(d) * DAY_MS, 0);
            let next_day = c.day == last.day + 1 && c.month == last.month && c.year == last.year;
            let next_month = c.day == 1 && c.month == last.month + 1 && c.year == last.year;
            let next_year =
                c.day == 1 && c.month == 1 && last.month == 12 && c.year == last.year + 1;
            assert!(next_day || next_month || next_year, "{last:?} then {c:?}");
            last = c;
        }
        assert_eq!(last.date(), "2369.12.31");
    }

    #[test]
    fn nonsense_gives_a_date_not_a_panic() {
        for t in [f64::NAN, f64::INFINITY, f64::NEG_INFINITY, 1e300, -1e300] {
            for offset in [i32::MIN, 0, i32::MAX] {
                let _ = civil(t, offset).date();
            }
        }
    }
}
