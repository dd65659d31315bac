"""torch.minimum -> SiLU: synthesised by warpgym synth (seed 7, index 581, torch#2, dim 0 x2650)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.minimum -> SiLU"""

    def __init__(self):
        super().__init__()
        self.silu_1 = nn.SiLU()

    def forward(self, x, x1):
        x = torch.minimum(x, x1)
        x = self.silu_1(x)
        return x


def get_inputs():
    return [torch.randn(42400, 32, 256), torch.randn(42400, 32, 256)]


def get_init_inputs():
    return []
