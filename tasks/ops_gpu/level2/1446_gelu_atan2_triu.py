"""F.gelu -> torch.atan2 -> torch.triu: synthesised by warpgym synth (seed 7, index 2311, torch#3, dim 0 x2367)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.gelu -> torch.atan2 -> torch.triu"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = F.gelu(x)
        x = torch.atan2(x, x1)
        x = torch.triu(x)
        return x


def get_inputs():
    return [torch.randn(605952, 512), torch.randn(605952, 512)]


def get_init_inputs():
    return []
