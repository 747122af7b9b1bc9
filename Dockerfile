FROM python:3.11-slim
WORKDIR /app
COPY pyproject.toml README.md ./
COPY graph graph
COPY extractors extractors
COPY api api
COPY examples examples
RUN pip install --no-cache-dir .
ENV LOREGRAPH_STORE=/data/loregraph
VOLUME /data
EXPOSE 8000
CMD ["loregraph", "serve", "--host", "0.0.0.0", "--port", "8000"]
