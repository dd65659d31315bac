"""torch.div -> torch.absolute: synthesised by warpgym synth (seed 7, index 4353, torch#2, dim 0 x9009)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.div -> torch.absolute"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.div(x, x1)
        x = torch.absolute(x)
        return x


def get_inputs():
    return [torch.randn(36036, 16, 8, 8, 8), torch.randn(36036, 16, 8, 8, 8)]


def get_init_inputs():
    return []
