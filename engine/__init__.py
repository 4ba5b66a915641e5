"""Tablée's game engine: pure Python rules, bots and the headless match runner.

The engine never imports Qt or the desktop package (tests/engine/test_layers.py
checks it), so that the GUI, the bots, `tablee-sim` and the tests share one truth.
"""
