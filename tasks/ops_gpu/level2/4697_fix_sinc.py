"""torch.fix -> torch.sinc: synthesised by warpgym synth (seed 8, index 400, torch#2, dim 0 x3166)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.fix -> torch.sinc"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.fix(x)
        x = torch.sinc(x)
        return x


def get_inputs():
    return [torch.randn(810496, 512)]


def get_init_inputs():
    return []
