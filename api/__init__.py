"""How people and programs reach Loregraph: the CLI, the HTTP API and the
dashboard, all over the same operations in `api.service`.
"""
