"""F.hardtanh -> torch.sinc -> Hardshrink: synthesised by warpgym synth (seed 9, index 816, torch#3, dim 0 x8859)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.hardtanh -> torch.sinc -> Hardshrink"""

    def __init__(self):
        super().__init__()
        self.hardshrink_2 = nn.Hardshrink()

    def forward(self, x):
        x = F.hardtanh(x)
        x = torch.sinc(x)
        x = self.hardshrink_2(x)
        return x


def get_inputs():
    return [torch.randn(17718, 8, 8, 16, 16)]


def get_init_inputs():
    return []
