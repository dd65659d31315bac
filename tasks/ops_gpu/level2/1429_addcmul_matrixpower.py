"""torch.addcmul -> torch.matrix_power: synthesised by warpgym synth (seed 7, index 2289, torch#2, dim 0 x1966)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.addcmul -> torch.matrix_power"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1, x2):
        x = torch.addcmul(x, x1, x2)
        x = torch.matrix_power(x, 2)
        return x


def get_inputs():
    return [torch.randn(15728, 16, 32, 32), torch.randn(15728, 16, 32, 32), torch.randn(15728, 16, 32, 32)]


def get_init_inputs():
    return []
