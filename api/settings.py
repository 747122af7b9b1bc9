"""Configuration from the environment (LOREGRAPH_*), one definition for CLI and server."""

from __future__ import annotations

from pydantic import Field
from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="LOREGRAPH_")

    store: str | None = None
    max_text_bytes: int = 64 * 1024 * 1024
    max_request_bytes: int = Field(default=16 * 1024 * 1024, ge=1024, description="an HTTP body; larger is a 413")
    host: str = "127.0.0.1"
    port: int = 8000
    parse_processes: int | None = Field(default=None, ge=1, description="worker processes parsing a long English "
                                        "ingest ahead (1: none; unset: one per core, up to three)")
    admin_key: str | None = Field(default=None, min_length=16, description="turns API keys on (`api.access`)")
