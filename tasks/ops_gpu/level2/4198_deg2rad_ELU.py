"""torch.deg2rad -> ELU: synthesised by warpgym synth (seed 7, index 6596, torch#2, dim 0 x1501)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.deg2rad -> ELU"""

    def __init__(self):
        super().__init__()
        self.elu_1 = nn.ELU()

    def forward(self, x):
        x = torch.deg2rad(x)
        x = self.elu_1(x)
        return x


def get_inputs():
    return [torch.randn(12008, 64, 16, 16)]


def get_init_inputs():
    return []
