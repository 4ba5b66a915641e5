"""Printable sheets: sticker templates for a game's physical deck and the legend, as PDF."""
from .pdf import ExportReport, export_legend, export_stickers_pdf
from .stickers import GAMES, Sticker, stickers_for

__all__ = ["ExportReport", "GAMES", "Sticker", "export_legend", "export_stickers_pdf", "stickers_for"]
