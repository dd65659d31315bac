"""torch.unsqueeze -> F.mish: synthesised by warpgym synth (seed 7, index 5543, torch#2, dim 0 x2792)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.unsqueeze -> F.mish"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.unsqueeze(x, -1)
        x = F.mish(x)
        return x


def get_inputs():
    return [torch.randn(22336, 16, 32, 32)]


def get_init_inputs():
    return []
