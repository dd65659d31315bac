"""torch.clamp_min -> GELU: synthesised by warpgym synth (seed 7, index 1637, torch#2, dim 0 x1671)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.clamp_min -> GELU"""

    def __init__(self):
        super().__init__()
        self.gelu_1 = nn.GELU()

    def forward(self, x):
        x = torch.clamp_min(x, 0.5)
        x = self.gelu_1(x)
        return x


def get_inputs():
    return [torch.randn(13368, 256, 128)]


def get_init_inputs():
    return []
