# Tabula: multi-stage build, slim runtime, non-root user, database on a volume.
#   docker build -t tabula .
#   docker run -e DISCORD_TOKEN=... -v tabula-data:/data tabula
FROM rust:1-slim-bookworm AS build
WORKDIR /src
# Dependencies first, so a source change does not rebuild them. One stub per [[bench]] of the
# manifest, read from Cargo.toml so the list cannot drift from it.
COPY Cargo.toml Cargo.lock ./
RUN mkdir -p src benches \
 && echo 'fn main() {}' > src/main.rs && touch src/lib.rs \
 && for b in $(awk '/^\[\[bench\]\]/ {b=1} b && /^name/ {gsub(/"/, "", $3); print $3; b=0}' Cargo.toml); do \
      echo 'fn main() {}' > benches/$b.rs; done \
 && cargo build --release --locked \
 && rm -rf src benches
COPY src ./src
COPY fonts ./fonts
COPY locales ./locales
COPY benches ./benches
COPY config.example.toml ./
RUN touch src/main.rs src/lib.rs && cargo build --release --locked --bin tabula

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
