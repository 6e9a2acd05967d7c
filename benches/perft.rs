//! Perft from the start position: the move generator's speed in leaves per second.
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
    group.finish();
}

criterion_group!(benches, perft);
criterion_main!(benches);
