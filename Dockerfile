FROM python:3.11-slim
WORKDIR /app
COPY pyproject.toml README.md ./
COPY graph graph
COPY extractors extractors
COPY api api
COPY cypher cypher
COPY bench bench
COPY examples examples
RUN pip install --no-cache-dir .
# the embedded store by default; docker-compose.yml points LOREGRAPH_STORE at Neo4j
ENV LOREGRAPH_STORE=/data/loregraph
VOLUME /data
EXPOSE 8000
CMD ["loregraph", "serve", "--host", "0.0.0.0", "--port", "8000"]
