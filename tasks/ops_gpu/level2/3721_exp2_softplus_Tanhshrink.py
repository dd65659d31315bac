"""torch.exp2 -> F.softplus -> Tanhshrink: synthesised by warpgym synth (seed 7, index 5832, torch#3, dim 0 x561)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.exp2 -> F.softplus -> Tanhshrink"""

    def __init__(self):
        super().__init__()
        self.tanhshrink_2 = nn.Tanhshrink()

    def forward(self, x):
        x = torch.exp2(x)
        x = F.softplus(x)
        x = self.tanhshrink_2(x)
        return x


def get_inputs():
    return [torch.randn(8976, 64, 128)]


def get_init_inputs():
    return []
