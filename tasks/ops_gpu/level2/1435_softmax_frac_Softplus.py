"""F.softmax -> torch.frac -> Softplus: synthesised by warpgym synth (seed 7, index 2298, torch#3, dim 0 x4018)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.softmax -> torch.frac -> Softplus"""

    def __init__(self):
        super().__init__()
        self.softplus_2 = nn.Softplus()

    def forward(self, x):
        x = F.softmax(x)
        x = torch.frac(x)
        x = self.softplus_2(x)
        return x


def get_inputs():
    return [torch.randn(64288, 32, 16, 16)]


def get_init_inputs():
    return []
