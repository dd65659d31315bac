"""torch.sin -> F.relu6: synthesised by warpgym synth (seed 7, index 4674, torch#2, dim 0 x1363)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.sin -> F.relu6"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.sin(x)
        x = F.relu6(x)
        return x


def get_inputs():
    return [torch.randn(43616, 128, 64)]


def get_init_inputs():
    return []
