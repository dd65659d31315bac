"""torch.transpose -> torch.abs -> torch.triu: synthesised by warpgym synth (seed 7, index 239, torch#3, dim 0 x8111)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.transpose -> torch.abs -> torch.triu"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.transpose(x, -1, -2)
        x = torch.abs(x)
        x = torch.triu(x)
        return x


def get_inputs():
    return [torch.randn(519104, 1024)]


def get_init_inputs():
    return []
