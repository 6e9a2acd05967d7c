//! Numeric helpers the page's wasm needs without the C library's maths (the standard
//! `powf` brings `pow`, 2 KB, into the wasm for two uses).

/// `10^x` for the range the game uses it in (|x| well under 300: winning chances from a
/// score, Elo's expected score), to about 1e-15 relative: `2^n` exactly, times
/// `e^(f ln 2)` by its series for the fraction `f` in [0, 1).
#[must_use]
pub fn pow10(x: f64) -> f64 {
    let y = x * std::f64::consts::LOG2_10;
    let n = y.floor();
    let f = (y - n) * std::f64::consts::LN_2;
    let (mut term, mut sum) = (1.0, 1.0);
    for k in 1..=20 {
        term *= f / f64::from(k);
        sum += term;
    }
    sum * 2f64.powi(n as i32)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pow10_matches_the_standard_powf() {
        for i in -4000..=4000 {
            let x = f64::from(i) / 40.0;
            let (a, b) = (pow10(x), 10f64.powf(x));
            assert!(((a - b) / b).abs() < 1e-13, "{x}: {a} {b}");
        }
        assert_eq!(pow10(0.0), 1.0);
        assert!((pow10(2.0) - 100.0).abs() < 1e-12);
    }
}
