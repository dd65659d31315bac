"""torch.sin -> torch.diag: synthesised by warpgym synth (seed 7, index 199, torch#2, dim 0 x3059)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.sin -> torch.diag"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.sin(x)
        x = torch.diag(x)
        return x


def get_inputs():
    return [torch.randn(195776, 1024)]


def get_init_inputs():
    return []
