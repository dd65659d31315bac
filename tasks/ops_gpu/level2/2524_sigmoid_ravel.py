"""F.sigmoid -> torch.ravel: synthesised by warpgym synth (seed 7, index 4002, torch#2, dim 0 x9014)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.sigmoid -> torch.ravel"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.sigmoid(x)
        x = torch.ravel(x)
        return x


def get_inputs():
    return [torch.randn(1153792, 256)]


def get_init_inputs():
    return []
