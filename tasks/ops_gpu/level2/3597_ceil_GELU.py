"""torch.ceil -> GELU: synthesised by warpgym synth (seed 7, index 5642, torch#2, dim 0 x6865)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.ceil -> GELU"""

    def __init__(self):
        super().__init__()
        self.gelu_1 = nn.GELU()

    def forward(self, x):
        x = torch.ceil(x)
        x = self.gelu_1(x)
        return x


def get_inputs():
    return [torch.randn(439360, 1024)]


def get_init_inputs():
    return []
