"""torch.mul -> torch.sinc -> F.hardtanh: synthesised by warpgym synth (seed 9, index 623, torch#3, dim 0 x1293)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.mul -> torch.sinc -> F.hardtanh"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.mul(x, x1)
        x = torch.sinc(x)
        x = F.hardtanh(x)
        return x


def get_inputs():
    return [torch.randn(10344, 256, 128), torch.randn(10344, 256, 128)]


def get_init_inputs():
    return []
