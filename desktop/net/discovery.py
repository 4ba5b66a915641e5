"""Finding tables on the local network: DNS-SD over multicast DNS (python-zeroconf).

A host announces one `_tablee._tcp` service per process, with its game, player
count, free seats, host name and protocol version in the TXT record (never the join
code: the code is what the host says out loud to the people in the room). Avahi and
Bonjour browsers see it too (`avahi-browse _tablee._tcp`). Typing host:port stays
the way in wherever multicast does not pass (some Wi-Fi networks, VPNs).
"""
from __future__ import annotations

import asyncio
import os
import socket
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from zeroconf import IPVersion, ServiceStateChange
from zeroconf.asyncio import AsyncServiceBrowser, AsyncServiceInfo, AsyncZeroconf

from engine.net.protocol import PROTOCOL, SERVICE_TYPE


@dataclass(frozen=True)
class FoundTable:
    key: str          # the service name (unique on the network)
    address: str      # host:port to join
    game: str
    players: int
    free: int
    host_name: str
    protocol: int


def _properties(host, name: str) -> dict[str, str]:
    free = sum(1 for t in host.tables for i, s in enumerate(t.match.seats)
               if s.kind == "remote" and not s.name and (t.match.table, i) not in host.links)
    first = host.tables[0].match
    return {"game": first.game.id, "players": str(len(first.seats)), "free": str(free), "host": name[:60],
            "protocol": str(PROTOCOL), "tables": str(len(host.tables))}


class Announcer:
    def __init__(self, host, name: str, port: int, address: str | None = None,
                 interfaces: list[str] | None = None):
        self.host, self.name, self.port = host, name, port
        self.address, self.interfaces = address, interfaces
        self.zeroconf: Any = None
        self.info: AsyncServiceInfo | None = None
        self._last: dict[str, str] = {}
        self._task: asyncio.Task | None = None

    def _info(self) -> AsyncServiceInfo:
        from .cli import _lan_address
        only = _interfaces(self.interfaces)
        address = self.address or (only[0] if only else _lan_address())
        self._last = _properties(self.host, self.name)
        label = f"{self.name[:40]} {self.port}".replace(".", " ")
        return AsyncServiceInfo(SERVICE_TYPE, f"{label}.{SERVICE_TYPE}", addresses=[socket.inet_aton(address)],
                                port=self.port, properties=self._last, server=f"tablee-{self.port}.local.")

    async def start(self) -> None:
        self.zeroconf = _zeroconf(self.interfaces)
        self.info = self._info()
        await self.zeroconf.async_register_service(self.info, allow_name_change=True)
        self._task = asyncio.get_running_loop().create_task(self._refresh())

    async def _refresh(self) -> None:
        """Keep the free-seat count true (every 2 s, only when it changed)."""
        while True:
            await asyncio.sleep(2)
            if _properties(self.host, self.name) != self._last:
                self.info = self._info()
                await self.zeroconf.async_update_service(self.info)

    async def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
        if self.zeroconf is not None:
            await self.zeroconf.async_unregister_all_services()
            await self.zeroconf.async_close()
            self.zeroconf = None


class Browser:
    """Calls `found(FoundTable)` as tables appear (and again when they change),
    `lost(key)` when they go; runs on an asyncio loop."""

    def __init__(self, found: Callable[[FoundTable], None], lost: Callable[[str], None],
                 interfaces: list[str] | None = None):
        self.found, self.lost, self.interfaces = found, lost, interfaces
        self.zeroconf: Any = None
        self.browser: AsyncServiceBrowser | None = None

    async def start(self) -> None:
        self.zeroconf = _zeroconf(self.interfaces)
        self.browser = AsyncServiceBrowser(self.zeroconf.zeroconf, SERVICE_TYPE, handlers=[self._changed])

    def _changed(self, zeroconf, service_type: str, name: str, state_change: ServiceStateChange) -> None:
        if state_change is ServiceStateChange.Removed:
            self.lost(name)
        else:
            asyncio.ensure_future(self._resolve(service_type, name))

    async def _resolve(self, service_type: str, name: str) -> None:
        info = AsyncServiceInfo(service_type, name)
        if not await info.async_request(self.zeroconf.zeroconf, 3000):
            return
        table = parse_info(name, info.parsed_addresses(IPVersion.V4Only), info.port, info.properties)
        if table is not None:
            self.found(table)

    async def stop(self) -> None:
        if self.browser is not None:
            await self.browser.async_cancel()
        if self.zeroconf is not None:
            await self.zeroconf.async_close()


def _interfaces(given: list[str] | None) -> list[str]:
    return given or [i for i in os.environ.get("TABLEE_MDNS_INTERFACES", "").split(",") if i]


def _zeroconf(interfaces: list[str] | None) -> AsyncZeroconf:
    """Every interface by default; tests pass ["127.0.0.1"] (or set TABLEE_MDNS_INTERFACES)
    to stay on loopback."""
    interfaces = _interfaces(interfaces)
    if interfaces:
        return AsyncZeroconf(interfaces=interfaces, ip_version=IPVersion.V4Only)
    return AsyncZeroconf(ip_version=IPVersion.V4Only)


def parse_info(name: str, addresses: list[str], port: int | None, properties: dict) -> FoundTable | None:
    """A TXT record as a table, or None when it is not one we can join (bad or other version)."""
    def text(key: str) -> str:
        value = properties.get(key.encode()) or b""
        return value.decode("utf-8", "replace")[:60]
    try:
        table = FoundTable(name, f"{addresses[0]}:{port}", text("game"), int(text("players")), int(text("free")),
                           text("host"), int(text("protocol")))
    except (ValueError, IndexError, TypeError):
        return None
    return table if table.protocol == PROTOCOL and port else None
