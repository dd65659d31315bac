"""SiLU -> torch.multiply: synthesised by warpgym synth (seed 7, index 1984, torch#2, dim 0 x10481)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """SiLU -> torch.multiply"""

    def __init__(self):
        super().__init__()
        self.silu_0 = nn.SiLU()

    def forward(self, x, x1):
        x = self.silu_0(x)
        x = torch.multiply(x, x1)
        return x


def get_inputs():
    return [torch.randn(1341568, 256), torch.randn(1341568, 256)]


def get_init_inputs():
    return []
