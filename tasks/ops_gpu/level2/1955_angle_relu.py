"""torch.angle -> F.relu: synthesised by warpgym synth (seed 7, index 3086, torch#2, dim 0 x3277)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.angle -> F.relu"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.angle(x)
        x = F.relu(x)
        return x


def get_inputs():
    return [torch.randn(52432, 64, 128)]


def get_init_inputs():
    return []
