"""F.rrelu -> F.local_response_norm -> F.hardtanh: synthesised by warpgym synth (seed 7, index 5441, torch#3, dim 0 x645)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.rrelu -> F.local_response_norm -> F.hardtanh"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.rrelu(x)
        x = F.local_response_norm(x, size=4)
        x = F.hardtanh(x)
        return x


def get_inputs():
    return [torch.randn(10320, 64, 128)]


def get_init_inputs():
    return []
