"""Softmin -> F.selu -> torch.tril: synthesised by warpgym synth (seed 9, index 390, torch#3, dim 0 x7395)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softmin -> F.selu -> torch.tril"""

    def __init__(self):
        super().__init__()
        self.softmin_0 = nn.Softmin()

    def forward(self, x):
        x = self.softmin_0(x)
        x = F.selu(x)
        x = torch.tril(x)
        return x


def get_inputs():
    return [torch.randn(473280, 1024)]


def get_init_inputs():
    return []
