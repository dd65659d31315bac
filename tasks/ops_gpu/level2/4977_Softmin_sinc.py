"""Softmin -> torch.sinc: synthesised by warpgym synth (seed 9, index 406, torch#2, dim 0 x7625)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softmin -> torch.sinc"""

    def __init__(self):
        super().__init__()
        self.softmin_0 = nn.Softmin()

    def forward(self, x):
        x = self.softmin_0(x)
        x = torch.sinc(x)
        return x


def get_inputs():
    return [torch.randn(1952000, 256)]


def get_init_inputs():
    return []
