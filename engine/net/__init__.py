"""Network play, the pure part: the wire protocol, frame checks, per-seat redaction,
the authoritative match a host keeps and the claim-window referee.

Nothing here does I/O or imports Qt: the transport (WebSocket over asyncio) lives in
desktop/net/, which feeds these objects text frames and sends what they return.
"""
