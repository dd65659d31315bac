"""Softmin -> torch.flipud -> torch.select -> torch.true_divide: synthesised by warpgym synth (seed 7, index 1874, torch#4, dim 0 x473)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softmin -> torch.flipud -> torch.select -> torch.true_divide"""

    def __init__(self):
        super().__init__()
        self.softmin_0 = nn.Softmin()

    def forward(self, x, x1):
        x = self.softmin_0(x)
        x = torch.flipud(x)
        x = torch.select(x, -1, 2)
        x = torch.true_divide(x, x1)
        return x


def get_inputs():
    return [torch.randn(15136, 128, 64), torch.randn(15136, 128)]


def get_init_inputs():
    return []
