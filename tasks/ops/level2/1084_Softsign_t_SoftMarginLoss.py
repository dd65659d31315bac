"""Softsign -> torch.t -> SoftMarginLoss: synthesised by warpgym synth (seed 7, index 1440, torch#3)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softsign -> torch.t -> SoftMarginLoss"""

    def __init__(self):
        super().__init__()
        self.softsign_0 = nn.Softsign()
        self.softmarginloss_2 = nn.SoftMarginLoss()

    def forward(self, x, x1):
        x = self.softsign_0(x)
        x = torch.t(x)
        x = self.softmarginloss_2(x, x1)
        return x


def get_inputs():
    return [torch.randn(256, 256), torch.randn(256, 256)]


def get_init_inputs():
    return []
