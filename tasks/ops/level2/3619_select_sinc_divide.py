"""torch.select -> torch.sinc -> torch.divide: synthesised by warpgym synth (seed 7, index 4766, torch#3)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.select -> torch.sinc -> torch.divide"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.select(x, -1, 2)
        x = torch.sinc(x)
        x = torch.divide(x, x1)
        return x


def get_inputs():
    return [torch.randn(4, 32, 32, 32), torch.randn(4, 32, 32)]


def get_init_inputs():
    return []
