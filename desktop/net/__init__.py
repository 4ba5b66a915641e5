"""Network play: host and join on the local network.

Transport: WebSocket frames from the `websockets` library on asyncio. We chose it
over QtWebSockets because the host must also run without a window (`tablee-host`,
clubs and tests) and serve many tables from one event loop; `websockets` is pure
Python on asyncio, well kept (RFC 6455, size limits, keepalive pings with a measured
round trip that the Num Win claim referee uses) and needs no QCoreApplication. The
window runs the same client on an asyncio thread of its own (desktop/net/remote.py)
and hands frames to the GUI thread through a Qt signal, so the GUI never waits on
the network. The modules here import no Qt except remote.py and the dialogs; the
pure protocol, the authoritative match and the claim referee are in engine/net/.
"""
