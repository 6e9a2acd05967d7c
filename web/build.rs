//! The page's wasm keeps each static in a data segment of its own (wasm-ld's
//! `--no-merge-data-segments`) and the linker's relocations (`--emit-relocs`, which say
//! which number in the code is which static's address), so that scripts/split-wasm.mjs can
//! give the rest of the page's wasm the data only its functions read. The workers' wasm is
//! linked as usual.
fn main() {
    if std::env::var("CARGO_CFG_TARGET_ARCH").as_deref() == Ok("wasm32") {
        println!("cargo:rustc-link-arg-bin=three-crowns-web=--no-merge-data-segments");
        println!("cargo:rustc-link-arg-bin=three-crowns-web=--emit-relocs");
    }
    println!("cargo:rerun-if-changed=build.rs");
}
