# mypy: disable-error-code="attr-defined"
# (a mixin: its attributes are the main window's; mypy cannot see them through a mixin)
"""The main window's menu commands that open a dialog (settings, history, help, the
legend, save and open), each handing the focus back when it closes. A mixin of
MainWindow (desktop/mainwindow.py), split off to keep that file small."""
from __future__ import annotations


class WindowDialogsMixin:
    def show_settings(self) -> None:
        from desktop.dialogs.focus import built_quietly, run_dialog
        from desktop.dialogs.settings import SettingsDialog
        run_dialog(built_quietly(lambda: SettingsDialog(self.ctx, self)))

    def show_history(self) -> None:
        from desktop.history.screen import show_history
        show_history(self)

    def show_keys_help(self) -> None:
        from desktop.dialogs.help import keys_help
        keys_help(self)

    def show_rules_help(self) -> None:
        from desktop.dialogs.help import rules_help
        rules_help(self, self.session.game.id if self.session else None)

    def show_legend(self) -> None:
        from desktop.dialogs.help import legend_help
        legend_help(self)

    def save_as(self) -> None:
        from desktop.dialogs.files import save_as
        save_as(self)

    def open_file(self) -> None:
        from desktop.dialogs.files import open_file
        open_file(self)
