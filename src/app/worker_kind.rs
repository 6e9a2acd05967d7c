//! The page's kinds of Web Worker, as data: the engine's and the GIF export's. Each is
//! started on one bootstrap script (`www/engine-worker.js`), told its glue and wasm, which
//! the page's loader tag names in two attributes; the bootstrap's address carries the
//! glue's file name, so that a new build never runs a cached old bootstrap.

/// The bootstrap script every worker starts on, relative to the document's base URL.
pub const BOOTSTRAP: &str = "./www/engine-worker.js";

/// A kind of worker the page starts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct WorkerKind {
    /// The loader tag's attribute naming the glue.
    pub js: &'static str,
    /// The loader tag's attribute naming the wasm.
    pub wasm: &'static str,
    /// Its name in the browser's tools.
    pub name: &'static str,
    /// What is said when the page names none.
    pub missing: &'static str,
}

/// The engine's workers.
pub const ENGINE_WORKER: WorkerKind = WorkerKind {
    js: "data-engine-js",
    wasm: "data-engine-wasm",
    name: "three-crowns engine",
    missing: "the page names no engine (data-engine-js)",
};

/// The GIF's worker.
pub const EXPORT_WORKER: WorkerKind = WorkerKind {
    js: "data-export-js",
    wasm: "data-export-wasm",
    name: "three-crowns export",
    missing: "the page names no GIF export (data-export-js)",
};

impl WorkerKind {
    /// The selector of the loader tag that names this kind's files.
    #[must_use]
    pub fn loader(&self) -> String {
        format!("script[{}][{}]", self.js, self.wasm)
    }

    /// The bootstrap's address (relative) for the glue at `glue_url`.
    #[must_use]
    pub fn bootstrap(glue_url: &str) -> String {
        let build = glue_url.rsplit('/').next().unwrap_or_default();
        format!("{BOOTSTRAP}?for={build}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_kind_is_found_by_its_loader_tag_and_its_bootstrap_names_the_build() {
        assert_eq!(
            ENGINE_WORKER.loader(),
            "script[data-engine-js][data-engine-wasm]"
        );
        assert_eq!(
            EXPORT_WORKER.loader(),
            "script[data-export-js][data-export-wasm]"
        );
        assert_eq!(
            WorkerKind::bootstrap("https://x.example/play/three-crowns-engine-1a2b.js"),
            "./www/engine-worker.js?for=three-crowns-engine-1a2b.js"
        );
    }
}
