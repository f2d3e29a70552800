# Tabula: multi-stage build, slim runtime, non-root user, database on a volume.
#   docker build -t tabula .
#   docker run -e DISCORD_TOKEN=... -v tabula-data:/data tabula
#
# This file is checked without Docker by `cargo test` (tests/cli/dockerfile.rs): the test copies
# exactly what the COPY lines below name into a scratch directory and runs the RUN lines there,
# with `cargo check` in place of `cargo build`. A file the build needs that no COPY names, or a
# target of Cargo.toml that the stub step does not create, fails the suite.
FROM rust:1-slim-bookworm AS build
WORKDIR /src
# Dependencies first, so a source change does not rebuild them. Cargo needs a file for every
# target the manifest names before it builds anything, so the stub step reads them from
# Cargo.toml itself: [[bin]], [[bench]], [[test]], [[example]] (their `path`, or cargo's default
# for their `name`), [lib], a `build` script, and the auto-detected src/main.rs and src/lib.rs.
# Each stub is an empty program; all are removed again before the real sources are copied.
COPY Cargo.toml Cargo.lock ./
RUN awk ' \
      function flush() { \
        if (kind == "") return; \
        if (path == "") { \
          if (kind == "bin") path = (name == pkg ? "src/main.rs" : "src/bin/" name ".rs"); \
          else if (kind == "bench") path = "benches/" name ".rs"; \
          else if (kind == "test") path = "tests/" name ".rs"; \
          else if (kind == "example") path = "examples/" name ".rs"; \
          else if (kind == "lib") path = "src/lib.rs"; \
        } \
        print path; kind = ""; name = ""; path = ""; \
      } \
      function value() { v = $0; sub(/^[^=]*=[ \t]*"/, "", v); sub(/".*$/, "", v); return v } \
      /^[ \t]*\[/ { flush(); sec = $0; gsub(/[ \t\[\]]/, "", sec); \
                    if (sec ~ /^(bin|bench|test|example|lib)$/) kind = sec; next } \
      sec == "package" && /^[ \t]*name[ \t]*=/ { pkg = value() } \
      sec == "package" && /^[ \t]*build[ \t]*=[ \t]*"/ { print value() } \
      kind != "" && /^[ \t]*name[ \t]*=/ { name = value() } \
      kind != "" && /^[ \t]*path[ \t]*=/ { path = value() } \
      END { flush(); print "src/main.rs"; print "src/lib.rs" } \
    ' Cargo.toml | sort -u > /tmp/stubs \
 && while read -r f; do mkdir -p "$(dirname "$f")" && echo 'fn main() {}' > "$f"; done < /tmp/stubs \
 && cargo build --release --locked \
 && xargs rm -f < /tmp/stubs
COPY src ./src
COPY fonts ./fonts
COPY data ./data
COPY locales ./locales
COPY benches ./benches
COPY config.example.toml ./
# The copied files keep their own (older) modification times: touch them, or cargo would take
# the stubs' build for up to date and ship an empty program.
RUN find src -name '*.rs' -exec touch {} + && cargo build --release --locked --bin tabula

FROM debian:bookworm-slim
RUN apt-get update \
 && apt-get install -y --no-install-recommends ca-certificates \
 && rm -rf /var/lib/apt/lists/* \
 && useradd --system --uid 10001 --home-dir /data --shell /usr/sbin/nologin tabula \
 && mkdir -p /data && chown tabula /data
COPY --from=build /src/target/release/tabula /usr/local/bin/tabula
USER tabula
WORKDIR /data
VOLUME ["/data"]
ENV TABULA_DATABASE=/data/tabula.db \
    TABULA_BOARDS_DIR=/data/boards \
    TABULA_LOG=info
ENTRYPOINT ["/usr/local/bin/tabula"]
CMD ["run"]
