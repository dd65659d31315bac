"""torch.floor -> torch.sinc: synthesised by warpgym synth (seed 7, index 1375, torch#2, dim 0 x6621)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.floor -> torch.sinc"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.floor(x)
        x = torch.sinc(x)
        return x


def get_inputs():
    return [torch.randn(423744, 1024)]


def get_init_inputs():
    return []
