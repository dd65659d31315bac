"""torch.cummax -> SiLU: synthesised by warpgym synth (seed 7, index 2407, torch#2, dim 0 x1435)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.cummax -> SiLU"""

    def __init__(self):
        super().__init__()
        self.silu_1 = nn.SiLU()

    def forward(self, x):
        x = torch.cummax(x, -1)[0]
        x = self.silu_1(x)
        return x


def get_inputs():
    return [torch.randn(11480, 256, 128)]


def get_init_inputs():
    return []
