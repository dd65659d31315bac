"""torch.arctan2 -> Softplus: synthesised by warpgym synth (seed 8, index 37, torch#2, dim 0 x692)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.arctan2 -> Softplus"""

    def __init__(self):
        super().__init__()
        self.softplus_1 = nn.Softplus()

    def forward(self, x, x1):
        x = torch.arctan2(x, x1)
        x = self.softplus_1(x)
        return x


def get_inputs():
    return [torch.randn(5536, 64, 16, 16), torch.randn(5536, 64, 16, 16)]


def get_init_inputs():
    return []
