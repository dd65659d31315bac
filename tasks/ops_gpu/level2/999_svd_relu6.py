"""torch.svd -> F.relu6: synthesised by warpgym synth (seed 7, index 1630, torch#2, dim 0 x15781)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.svd -> F.relu6"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.svd(x)[0]
        x = F.relu6(x)
        return x


def get_inputs():
    return [torch.randn(31562, 8, 8, 16, 16)]


def get_init_inputs():
    return []
