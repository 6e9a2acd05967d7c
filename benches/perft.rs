//! Perft: the move generator's speed in leaves per second, from the start (steps only:
//! nobody is Crowned yet) and from a middle game with Crowned pieces and double jumps.
//! Run: `cargo bench --bench perft`.

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use three_crowns::Position;

fn perft(c: &mut Criterion) {
    let start = Position::start();
    let mut group = c.benchmark_group("perft");
    group.sample_size(20);
    for (depth, leaves) in [(4u32, 191_708u64), (5, 6_565_190)] {
        group.throughput(Throughput::Elements(leaves));
        group.bench_function(format!("start_depth_{depth}"), |b| {
            b.iter(|| {
                let n = start.perft(std::hint::black_box(depth));
                assert_eq!(n, leaves);
                n
            })
        });
    }
    // A position reached by random play: both sides have Crowned pieces, jumps exist.
    let middle =
        three_crowns::parse_tcn("w1b5/3b3W/wb2B3/b2w1b1w/w6w/b1ww4/b5b1/6bw b - 24").unwrap();
    group.throughput(Throughput::Elements(4_324_094));
    group.bench_function("middlegame_depth_4", |b| {
        b.iter(|| {
            let n = middle.perft(std::hint::black_box(4));
            assert_eq!(n, 4_324_094);
            n
        })
    });
    group.finish();
}

criterion_group!(benches, perft);
criterion_main!(benches);
