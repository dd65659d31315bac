"""SiLU -> torch.tril -> Hardtanh: synthesised by warpgym synth (seed 7, index 3513, torch#3, dim 0 x7234)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """SiLU -> torch.tril -> Hardtanh"""

    def __init__(self):
        super().__init__()
        self.silu_0 = nn.SiLU()
        self.hardtanh_2 = nn.Hardtanh()

    def forward(self, x):
        x = self.silu_0(x)
        x = torch.tril(x)
        x = self.hardtanh_2(x)
        return x


def get_inputs():
    return [torch.randn(1851904, 256)]


def get_init_inputs():
    return []
