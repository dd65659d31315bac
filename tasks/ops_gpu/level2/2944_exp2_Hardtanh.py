"""torch.exp2 -> Hardtanh: synthesised by warpgym synth (seed 7, index 4659, torch#2, dim 0 x6647)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.exp2 -> Hardtanh"""

    def __init__(self):
        super().__init__()
        self.hardtanh_1 = nn.Hardtanh()

    def forward(self, x):
        x = torch.exp2(x)
        x = self.hardtanh_1(x)
        return x


def get_inputs():
    return [torch.randn(1701632, 256)]


def get_init_inputs():
    return []
