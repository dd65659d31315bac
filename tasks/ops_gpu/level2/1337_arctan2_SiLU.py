"""torch.arctan2 -> SiLU: synthesised by warpgym synth (seed 7, index 2148, torch#2, dim 0 x1710)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.arctan2 -> SiLU"""

    def __init__(self):
        super().__init__()
        self.silu_1 = nn.SiLU()

    def forward(self, x, x1):
        x = torch.arctan2(x, x1)
        x = self.silu_1(x)
        return x


def get_inputs():
    return [torch.randn(875520, 256), torch.randn(875520, 256)]


def get_init_inputs():
    return []
