"""F.gelu -> torch.matmul: synthesised by warpgym synth (seed 7, index 5896, torch#2, dim 0 x2534)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.gelu -> torch.matmul"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = F.gelu(x)
        x = torch.matmul(x, x1)
        return x


def get_inputs():
    return [torch.randn(20272, 64, 16, 16), torch.randn(20272, 64, 16, 16)]


def get_init_inputs():
    return []
